// Typed matchers (toHaveAttribute, ...): jest.setup.cjs registers them at run time.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-kit/router';
import { expectLinks, type FakeReply, makeJobReferenceLists, mockHttp } from 'shared-kit/testing';
import { HomePage } from '../components/home-page';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-path">{pathname + search}</p>;
}

const POPULAR = {
  languages: [
    { slug: 'German', count: 1234 },
    { slug: 'Polish', count: 1 },
  ],
  locations: [{ slug: 'Portugal', count: 0 }],
};

const LISTS = makeJobReferenceLists({
  languages: ['German', 'Dutch', 'Greek', 'Catalan'].map((name) => ({ slug: name, name })),
  countries: [
    { id: 1, slug: 'Germany', name: 'Germany', continente: 1, iso2: 'DE' },
    { id: 2, slug: 'Czech_Republic', name: 'Czech Republic', continente: 1, iso2: 'CZ' },
    { id: 3, slug: 'Spain', name: 'Spain', continente: 1, iso2: 'ES' },
  ],
  cities: [{ slug: 'Valencia', name: 'Valencia', country_slug: 'Spain' }],
});

let restore: () => void = () => undefined;
afterEach(() => restore());

function renderHome(answer: (url: string) => FakeReply = (url) => ({ data: url === '/api/jobs' ? LISTS : POPULAR })) {
  const mock = mockHttp((request) => answer(request.url ?? ''));
  restore = mock.restore;
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

/** Types into a combobox and picks the option of that name, as a keyboard user does. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('HomePage', () => {
  it('has its h1', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jobs in Europe');
  });

  it('searches by keywords, a language and a place: the canonical list path with the keywords as its query', async () => {
    const user = renderHome();
    // The full reference lists arrive after the first render: Catalan and Valencia are not popular choices.
    await user.type(screen.getByRole('searchbox', { name: 'Job title, skill or keyword' }), 'customer service');
    await choose(user, 'Language you speak', 'cata', 'Catalan');
    await choose(user, 'Where', 'valen', 'Valencia Spain');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect((await screen.findByTestId('current-path')).textContent).toBe(
      '/jobs-in-Valencia-for-Catalan-speakers?keywords=customer+service',
    );
  });

  it.each([
    ['', 'Germ', 'German', 'Czech', 'Czech Republic', '/jobs-in-Czech_Republic-for-German-speakers'],
    ['', 'gree', 'Greek', 'remo', 'Remote', '/jobs-in-Remote-for-Greek-speakers'],
    ['nurse', '', '', '', '', '/jobs?keywords=nurse'],
    ['', '', '', 'spa', 'Spain', '/jobs-in-Spain'],
    ['  ', '', '', '', '', '/jobs'],
  ])(
    'keywords "%s", typing "%s" for the language %s and "%s" for the place %s: %s',
    async (keywords, typedLanguage, language, typedPlace, place, path) => {
      const user = renderHome();
      if (keywords) await user.type(screen.getByRole('searchbox', { name: 'Job title, skill or keyword' }), keywords);
      if (language) await choose(user, 'Language you speak', typedLanguage, language);
      if (place) await choose(user, 'Where', typedPlace, place);
      await user.click(screen.getByRole('button', { name: 'Search jobs' }));
      expect((await screen.findByTestId('current-path')).textContent).toBe(path);
    },
  );

  it('submits with Enter from the keywords field', async () => {
    const user = renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Job title, skill or keyword' }), 'sales{Enter}');
    expect((await screen.findByTestId('current-path')).textContent).toBe('/jobs?keywords=sales');
  });

  it('shows the live number of jobs of each popular list under its link', async () => {
    renderHome();
    const byLanguage = screen.getByRole('region', { name: 'Jobs by language' });
    const german = within(byLanguage).getByRole('link', { name: 'Jobs for German speakers' }).closest('li');
    expect(german).not.toBeNull();
    expect(await within(german as HTMLElement).findByText('1,234 jobs')).toBeInTheDocument();
    expect(within(byLanguage).getByText('1 job')).toBeInTheDocument();
    const byCountry = screen.getByRole('region', { name: 'Jobs by country' });
    expect(within(byCountry).getByText('0 jobs')).toBeInTheDocument();
  });

  it('keeps the popular choices and its links when the api fails', async () => {
    const user = renderHome(() => ({ status: 500, data: null }));
    await user.type(screen.getByRole('combobox', { name: 'Language you speak' }), 'Pol');
    expect(await screen.findByRole('option', { name: 'Polish' })).toBeInTheDocument();
    expectLinks({ 'Jobs for Polish speakers': '/jobs-for-Polish-speakers' });
  });

  it('links popular searches, all jobs, companies and career events', () => {
    renderHome();
    expectLinks({
      'Jobs for Polish speakers': '/jobs-for-Polish-speakers',
      'Jobs in United Kingdom': '/jobs-in-United_Kingdom',
      'See all jobs': '/jobs',
      'See our prices': '/company/pricing',
      'Hire multilingual talent': '/company',
      'Upcoming career events': '/career-events',
    });
  });
});
