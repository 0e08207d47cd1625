import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-kit/router';
import { type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import type { LockedCandidate } from '../api/types';
import { locked } from './fixtures';

const choices = {
  languages: {
    data: [
      { slug: 'german', name: 'German' },
      { slug: 'french', name: 'French' },
    ],
  },
  countries: { data: [{ id: 1, slug: 'portugal', name: 'Portugal' }] },
  cities: { data: [{ slug: 'porto', name: 'Porto', country_slug: 'portugal' }] },
};

function api(results: (request: FakeRequest) => unknown) {
  return mockHttp((request) => {
    if (request.url === '/api/jobs?_size=1') return { data: choices };
    if (request.url === '/api/companies/cvsearch') return { data: results(request) };
    return { status: 404, data: { message: 'Not found' } };
  });
}
const page = (candidates: LockedCandidate[], extra = {}) => ({
  candidates,
  total: candidates.length,
  lastPage: 1,
  currentPage: 1,
  total_capped: false,
  balances: { job: 1, cv: 3 },
  ...extra,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('CV search', () => {
  it('takes skills and keywords as long as the api does (500 and 100 characters), no shorter', async () => {
    api(() => page([]));
    renderWithProviders(<CompanyRoutes />, { route: '/company/cvsearch', session: 'company' });

    // The api's CvSearchQuerySchema bounds `skills` at 500 and `keywords` at 100; the form once stopped skills at 300.
    expect(await screen.findByRole('textbox', { name: /^Skills/ })).toHaveAttribute('maxlength', '500');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveAttribute('maxlength', '100');
  });

  it('says "1,000+" when the api stopped counting at its cap, with the pages of the first thousand', async () => {
    api(() => page([locked], { total: 1000, total_capped: true, lastPage: 50 }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/cvsearch?languages=english', session: 'company' });

    expect(await screen.findByText('1,000+ candidates found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /50/ })).toBeInTheDocument();
  });

  it('sends the filters of the URL and shows locked profiles with the credits left', async () => {
    const { requests } = api(() =>
      page([locked, { ...locked, id: 32, headline: null, unlocked: true, relocate: false }], {
        total: 41,
        lastPage: 3,
      }),
    );
    renderWithProviders(<CompanyRoutes />, {
      route: '/company/cvsearch/2?languages=german,french&level=3&country=portugal&skills=sap&keywords=audit',
      session: 'company',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'CV search' })).toBeInTheDocument();
    expect(await screen.findByText('41 candidates found')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/companies/cvsearch')?.params).toEqual({
      languages: 'german,french',
      level: '3',
      country: 'portugal',
      skills: 'sap',
      keywords: 'audit',
      page: 2,
    });
    expect(screen.getByText('You have 3 CV credits. Unlocking a profile costs one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy CV credits' })).toHaveAttribute('href', '/company/services');

    const first = screen.getByRole('link', { name: 'Bilingual accountant' });
    expect(first).toHaveAttribute('href', '/company/candidate/31/locked');
    const card = first.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Porto, Portugal');
    expect(card).toHaveTextContent('German, Mother tongue');
    expect(card).toHaveTextContent('Open to relocation');
    // The facts a recruiter decides on before unlocking; a profile without a headline is named by its last job.
    expect(card).toHaveTextContent('5 years of experience');
    expect(card).toHaveTextContent('Last job: Accountant');
    expect(card).toHaveTextContent('Employed and open to offers');
    expect(screen.queryByRole('link', { name: 'Candidate 32' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accountant' })).toHaveAttribute('href', '/company/candidate/32/unlocked');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of candidates' })).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute(
      'href',
      '/company/cvsearch/3?languages=german%2Cfrench&level=3&country=portugal&skills=sap&keywords=audit',
    );
  });

  it('puts the chosen filters in the URL on search and starts again at page 1', async () => {
    const { requests } = api(() => page([locked]));
    renderWithProviders(
      <>
        <CompanyRoutes />
        <Where />
      </>,
      { route: '/company/cvsearch/4', session: 'company' },
    );
    await screen.findByRole('link', { name: 'Bilingual accountant' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Languages' }), 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: 'German' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum level' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Skills' }), 'SAP, Power BI');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'audit');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByTestId('where')).toHaveTextContent(
      '/company/cvsearch?languages=german&level=3&skills=sap%2Cpower-bi&keywords=audit',
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/companies/cvsearch').at(-1)?.params).toMatchObject({
        languages: 'german',
        level: '3',
        skills: 'sap,power-bi',
        page: 1,
      }),
    );
  });

  it('says what the api says of a search it cannot run (an unknown skill)', async () => {
    mockHttp((request) => {
      if (request.url === '/api/jobs?_size=1') return { data: choices };
      return {
        status: 422,
        data: { message: 'There is no skill "kobol".', errors: { skills: ['There is no skill "kobol".'] } },
      };
    });
    renderWithProviders(<CompanyRoutes />, { route: '/company/cvsearch?skills=kobol', session: 'company' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no skill "kobol".');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    api(() => page([]));
    renderWithProviders(<CompanyRoutes />, { route: '/company/cvsearch', session: 'company' });
    expect(await screen.findByRole('heading', { name: 'No candidates match' })).toBeInTheDocument();
  });
});
