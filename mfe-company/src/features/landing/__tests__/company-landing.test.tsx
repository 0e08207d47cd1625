import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { heldBack, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { prepare, renderCompanyLanding } from '../../../server-render';

const landing = {
  stats: { jobs: 12840, companies: 312, languages: 43, countries: 31 },
  companies: [
    { id: 1, name: 'Polyglot Support BV', slug: 'polyglot-support', logo: '/logos/polyglot.png', jobs: 120 },
    { id: 2, name: 'Nordic Desk Oy', slug: 'nordic-desk', logo: null, jobs: 1 },
  ],
};

const stat = (label: string) => screen.getByText(label).closest('div');

describe('employer landing', () => {
  it('shows the figures and the top hiring companies from the api, with calls to action', async () => {
    const { requests } = mockHttp(() => ({ data: landing }));
    renderWithProviders(<CompanyRoutes />, { route: '/company' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Hire multilingual talent across Europe',
    );
    expect(screen.getByRole('link', { name: 'Create a company account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/company/pricing');

    await screen.findByRole('heading', { name: 'Top hiring companies' });
    expect(stat('Active jobs')).toHaveTextContent('12,840');
    expect(stat('Companies hiring')).toHaveTextContent('312');
    expect(stat('Languages')).toHaveTextContent('43');
    expect(stat('Countries')).toHaveTextContent('31');

    const companies = within(screen.getByRole('region', { name: 'Top hiring companies' })).getAllByRole('listitem');
    expect(
      companies.map((item) =>
        within(item)
          .getAllByText(/./)
          .map((node) => node.textContent),
      ),
    ).toEqual([
      ['Polyglot Support BV', '120 open jobs'],
      ['ND', 'Nordic Desk Oy', '1 open job'],
    ]);
    // A logo where the company has one (alt="": its name is written beside it), else its initials, hidden.
    expect(companies[0].querySelector('img')).toHaveAttribute('src', '/logos/polyglot.png');
    expect(companies[0].querySelector('img')).toHaveAttribute('alt', '');
    expect(within(companies[1]).getByText('ND')).toHaveAttribute('aria-hidden', 'true');
    expect(requests.map((r) => r.url)).toEqual(['/api/company-landing']);
  });

  it('keeps the pitch and offers a retry when the figures fail to load', async () => {
    let calls = 0;
    mockHttp(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error', toasts: [] } } : { data: landing };
    });
    renderWithProviders(<CompanyRoutes />, { route: '/company' });

    expect(await screen.findByText('We could not load our latest figures.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See pricing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByText('Nordic Desk Oy')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('renders the not-found page for unknown company paths', async () => {
    mockHttp(() => ({ data: landing }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/no-such-page' });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it("shows the api's first HTML of the page (mfe-company's server module) while its figures load, then its own", async () => {
    await prepare();
    const html = renderCompanyLanding({ landing, path: '/company', locale: 'en' });
    const leave = servePage('/company', html);
    const answer = heldBack();
    mockHttp(async () => {
      await answer.released;
      return { data: landing };
    });
    try {
      const { container } = renderWithProviders(<CompanyRoutes />, { route: '/company' });
      // The server's page, inert, in place of placeholders, inside one area wrapper (the inside of the server's).
      const served = await within(container).findByRole('heading', { level: 1 });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      expect(within(container.querySelector('.sk-server-markup') as HTMLElement).getByText('12,840')).toBeVisible();
      expect(container.querySelectorAll('.company-area')).toHaveLength(1);
      expect(container.querySelector('.sk-skeleton')).toBeNull();

      await act(async () => answer.release());
      // The server's copy has the same headings: the page is the app's once that copy is gone.
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('heading', { name: 'Top hiring companies' })).toBeInTheDocument();
      expect(stat('Active jobs')).toHaveTextContent('12,840');
    } finally {
      leave();
    }
  });
});
