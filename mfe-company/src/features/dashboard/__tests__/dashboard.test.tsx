import { act, screen, waitFor, within } from '@testing-library/react';
import { heldBack, mockHttp, servePage } from 'shared-kit/testing';
import { prepare, renderCompanyDashboard } from '../../../server-render';
import { companyApi, renderCompany } from '../../../testing/__tests__/company-api';

const dashboard = {
  activeJobs: 3,
  newApplicants: 5,
  views30d: 1234,
  balances: { job: 2, cv: 7 },
  expiringJobs: [{ id: 11, title: 'Dutch speaking support agent', valid_through: '2026-11-27' }],
  recentApplicants: [
    {
      id: 91,
      name: 'Ana García',
      job_id: 11,
      job_title: 'Dutch speaking support agent',
      stage: 'new',
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
};

describe('company back office and dashboard', () => {
  it("shows the api's first HTML of the dashboard while its answer comes, inside the area's own bar, never a skeleton", async () => {
    await prepare();
    const path = '/company/dashboard';
    const leave = servePage(path, renderCompanyDashboard({ dashboard, path, locale: 'en' }));
    const answer = heldBack();
    mockHttp(async (request) => {
      if (request.url === '/api/companies/balances') return { data: { balances: { job: 1, cv: 0 }, minisite: false } };
      await answer.released;
      return request.url === '/api/companies/dashboard' ? { data: dashboard } : { status: 404, data: {} };
    });
    try {
      const { container } = renderCompany(path);
      const served = await within(container).findByText('Dutch speaking support agent', { selector: 'a' });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      // One bar (the area's own) and one page: the server's copy is the page only.
      await waitFor(() => expect(container.querySelectorAll('.company-office__bar')).toHaveLength(1));
      expect(container.querySelectorAll('#company-dashboard-heading')).toHaveLength(1);
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    } finally {
      leave();
    }
  });

  it('shows the sections, the credits left and each figure with the link that leads on', async () => {
    companyApi({ 'GET /api/companies/dashboard': () => ({ data: dashboard }) });
    renderCompany('/company/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Jobs', 'Applicants', 'CV search', 'Events', 'Services', 'Minisite', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The phone's menu button names the section it is on.
    expect(screen.getByRole('button', { name: 'Menu: Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Credits: 1 job post, 0 CVs' })).toHaveAttribute(
      'href',
      '/company/services',
    );

    const figures = screen.getByRole('list', { name: 'Your figures' });
    const active = within(figures).getByText('Active jobs').closest('li') as HTMLElement;
    expect(within(active).getByText('3')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'See your jobs' })).toHaveAttribute(
      'href',
      '/company/jobs?status=published',
    );
    expect(within(figures).getByText('1,234')).toBeInTheDocument();
    // The credits are the bar's, said once.
    expect(within(figures).queryByText('CV unlocks left')).not.toBeInTheDocument();

    const expiring = screen.getByRole('region', { name: 'Jobs expiring this week' });
    expect(within(expiring).getByRole('link', { name: 'Dutch speaking support agent' })).toHaveAttribute(
      'href',
      '/company/jobs/11/edit',
    );
    expect(within(expiring).getByText('expires on 27 Nov 2026')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Latest applicants' });
    expect(within(recent).getByRole('link', { name: 'Ana García' })).toHaveAttribute(
      'href',
      '/company/applicants/11/1',
    );
    expect(within(recent).getByText('New')).toBeInTheDocument();
    // Not a new company: no welcome.
    expect(screen.queryByRole('link', { name: 'Post your first job' })).not.toBeInTheDocument();
  });

  it('welcomes a new company with a way to post its first job', async () => {
    companyApi({
      'GET /api/companies/dashboard': () => ({
        data: { ...dashboard, activeJobs: 0, newApplicants: 0, views30d: 0, expiringJobs: [], recentApplicants: [] },
      }),
    });
    renderCompany('/company/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome! Post your first job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/company/jobs/create');
    expect(screen.getByText('No one has applied yet.')).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, with a retry', async () => {
    companyApi({ 'GET /api/companies/dashboard': () => ({ status: 500, data: {} }) });
    renderCompany('/company/dashboard');
    expect(await screen.findByText('We could not load your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});

describe('the dashboard leads to every area of the back office', () => {
  it('lists jobs, applicants, CV search, minisite, events, services and settings, without the figures again', async () => {
    companyApi({ 'GET /api/companies/dashboard': () => ({ data: dashboard }) });
    renderCompany('/company/dashboard');
    const areas = await screen.findByRole('region', { name: 'Your back office' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your jobs', '/company/jobs'],
      ['Applicants', '/company/applicants'],
      ['CV search', '/company/cvsearch'],
      ['Your minisite', '/company/minisite'],
      ['Career events', '/company/events'],
      ['Services and credits', '/company/services'],
      ['Account settings', '/company/account-settings'],
    ]);
  });
});
