import { Toast } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

const ignore = () => {};

export const toastSection: CatalogueSection = {
  id: 'toast',
  name: 'Toast',
  usage:
    'A short message that comes and goes: the shell shows notify() notices with it. Errors and warnings are alerts; the others statuses.',
  states: [
    {
      name: 'success',
      render: () => (
        <Toast tone="success" onDismiss={ignore}>
          Job saved
        </Toast>
      ),
    },
    {
      name: 'info',
      render: () => (
        <Toast tone="info" onDismiss={ignore}>
          Logged in successfully
        </Toast>
      ),
    },
    {
      name: 'warning',
      render: () => (
        <Toast tone="warning" onDismiss={ignore}>
          Check your connection
        </Toast>
      ),
    },
    {
      name: 'error',
      render: () => (
        <Toast tone="error" onDismiss={ignore}>
          An error occurred
        </Toast>
      ),
    },
    {
      name: 'grouped duplicates (count)',
      render: () => (
        <Toast tone="info" onDismiss={ignore} count={3}>
          Logged in successfully
        </Toast>
      ),
    },
    {
      name: 'with a progress bar (6 s)',
      render: () => (
        <Toast tone="success" onDismiss={ignore} progressDuration={6000}>
          Favorite added
        </Toast>
      ),
    },
    {
      name: 'long text',
      render: () => (
        <Toast tone="error" onDismiss={ignore}>
          We could not find that language or location, so the filters were reset. Please choose again from the list.
        </Toast>
      ),
    },
  ],
};
