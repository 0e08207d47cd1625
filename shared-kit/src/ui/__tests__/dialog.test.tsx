import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { Dialog, Drawer } from 'shared-kit/ui';
import { loadKitMessages } from '../../locales';

beforeAll(() => registerCatalogue(loadKitMessages));
afterEach(() => act(() => activateLocale('en')));

function Harness({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Overlay = drawer ? Drawer : Dialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the job
      </button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this job?"
        {...(drawer ? {} : { description: 'Candidates will no longer see it.' })}
        footer={<button type="button">Delete</button>}
      >
        <p>Body text</p>
      </Overlay>
    </>
  );
}

it('opens as a modal named by its title, described by its description, and closes with its close button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const opener = screen.getByRole('button', { name: 'Delete the job' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete this job?' });
  expect(dialog).toHaveAccessibleDescription('Candidates will no longer see it.');
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByText('Body text')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes on Escape (the browser cancels the dialog) and on a click on the backdrop', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Delete the job' });
  await user.click(opener);
  // What a browser does on Escape in a modal <dialog>: a cancelable `cancel` event.
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(screen.getByRole('dialog'), cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(screen.getByText('Body text'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says its close button in the interface language', async () => {
  const user = userEvent.setup();
  render(<Harness drawer />);
  await user.click(screen.getByRole('button', { name: 'Delete the job' }));
  await act(() => activateLocale('de'));
  expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Delete this job?' })).toHaveClass('sk-drawer', 'sk-drawer--right');
});
