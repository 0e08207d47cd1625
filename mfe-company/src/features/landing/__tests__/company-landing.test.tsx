import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';

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
    expect(companies.map((item) => item.textContent)).toEqual([
      'Polyglot Support BV120 open jobs',
      'Nordic Desk Oy1 open job',
    ]);
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

  it('renders the not-found page for company paths not built yet', async () => {
    mockHttp(() => ({ data: landing }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/cvsearch' });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
