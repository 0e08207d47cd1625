// Typed matchers (toHaveAttribute, ...): jest.setup.cjs registers them at run time.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-kit/router';
import { HomePage } from '../components/home-page';

function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="current-path">{pathname}</p>;
}

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function search(user: ReturnType<typeof userEvent.setup>, language: string, location: string) {
  if (language) await user.selectOptions(screen.getByLabelText('Language you speak'), language);
  if (location) await user.selectOptions(screen.getByLabelText('Where'), location);
  await user.click(screen.getByRole('button', { name: 'Search jobs' }));
}

describe('HomePage', () => {
  it('has its h1', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jobs in Europe');
  });

  it.each([
    ['German', 'Germany', '/jobs-in-Germany-for-German-speakers'],
    ['Dutch', 'Czech Republic', '/jobs-in-Czech_Republic-for-Dutch-speakers'],
    ['Greek', 'Remote', '/jobs-in-Remote-for-Greek-speakers'],
    ['French', '', '/jobs-for-French-speakers'],
    ['', 'Portugal', '/jobs-in-Portugal'],
    ['', '', '/jobs'],
  ])('searching language "%s" in "%s" goes to %s', async (language, location, path) => {
    const user = renderHome();
    await search(user, language, location);
    expect((await screen.findByTestId('current-path')).textContent).toBe(path);
  });

  it('links popular searches, companies and career events', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Jobs for Polish speakers' })).toHaveAttribute(
      'href',
      '/jobs-for-Polish-speakers',
    );
    expect(screen.getByRole('link', { name: 'Jobs in United Kingdom' })).toHaveAttribute(
      'href',
      '/jobs-in-United_Kingdom',
    );
    expect(screen.getByRole('link', { name: 'See our prices' })).toHaveAttribute('href', '/company/pricing');
    expect(screen.getByRole('link', { name: 'Hire multilingual talent' })).toHaveAttribute('href', '/company');
    expect(screen.getByRole('link', { name: 'Upcoming career events' })).toHaveAttribute('href', '/career-events');
  });
});
