import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '../app-error-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new URIError('URI malformed');
  return <h1>Jobs</h1>;
}

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => log.mockRestore());

test('a render error shows a way on instead of a blank page', () => {
  render(
    <AppErrorBoundary>
      <Page broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(log).toHaveBeenCalled();
});

test('another path renders again: one broken page does not stick', () => {
  const { rerender } = render(
    <AppErrorBoundary resetKey="/broken">
      <Page broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();
  rerender(
    <AppErrorBoundary resetKey="/jobs">
      <Page broken={false} />
    </AppErrorBoundary>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
});
