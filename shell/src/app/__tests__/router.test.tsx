import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-kit/router';
import { AppRouter } from '../router';

// A page chunk that cannot be loaded (a deploy replaced it, the network dropped).
jest.mock('../../features/pages/components/about-us-page', () => {
  throw new Error('Loading chunk 12 failed');
});

test('a failed page load is logged and offers a reload, with the layout still there', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/about-us']}>
      <AppRouter />
    </MemoryRouter>,
  );
  expect(await screen.findByText('This page is temporarily unavailable.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

test('shell pages render in the layout', async () => {
  render(
    <MemoryRouter initialEntries={['/eulangjobs/faq']}>
      <AppRouter />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
