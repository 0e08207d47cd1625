import { NotFound } from 'shared-kit/ui';

/**
 * PLACEHOLDER (engineer "ui-admin" replaces it, keeping the file and its default export): the admin area under
 * /admin, with the events and the page builder.
 */
export default function AdminArea() {
  return <NotFound />;
}
