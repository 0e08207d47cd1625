import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, heldBack, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { prepare, renderApplicants } from '../../../server-render';
import { ana, ben, list } from './fixtures';

const jobs = { jobs: [{ id: 7, title: 'German-speaking support agent', status: 'published' }], total: 1 };
const body = (request: FakeRequest) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);

function api(extra: (request: FakeRequest) => { status?: number; data?: unknown } | undefined = () => undefined) {
  return mockHttp((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/api/companies/jobs') return { data: jobs };
    if (request.url === '/api/companies/applicants') return { data: list([ana, ben]) };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('all applicants', () => {
  it("shows the api's first HTML of the list while its answer comes, never a skeleton, then its own", async () => {
    await prepare();
    const path = '/company/applicants';
    const leave = servePage(path, renderApplicants({ applicants: list([ana, ben]) as never, path, locale: 'en' }));
    expect(renderApplicants({ applicants: list([ana, ben]) as never, path, locale: 'en' })).not.toMatch(/ style="/);
    const answer = heldBack();
    const { requests } = mockHttp(async (request) => {
      if (request.url === '/api/companies/balances') return { data: { balances: { job: 1, cv: 0 }, minisite: false } };
      if (request.url === '/api/companies/jobs') return { data: jobs };
      await answer.released;
      return request.url === '/api/companies/applicants' ? { data: list([ana, ben]) } : { status: 404, data: {} };
    });
    try {
      const { container } = renderWithProviders(<CompanyRoutes />, { route: path, session: 'company' });
      const served = await within(container).findByText('Ana García');
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      await waitFor(() => expect(container.querySelectorAll('.company-office__bar')).toHaveLength(1));
      expect(container.querySelectorAll('#applicants-heading')).toHaveLength(1);
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('button', { name: 'Ana García' })).toBeEnabled();
      expect(screen.getByText('2 applicants')).toBeInTheDocument();
      // Without a carried answer (this test's page carries none), the list is asked for as before.
      expect(requests.filter((request) => request.url === '/api/companies/applicants')).toHaveLength(1);
    } finally {
      leave();
    }
  });

  it('lists the applicants with their stage, rating, knockout mark and missing languages', async () => {
    api();
    renderWithProviders(<CompanyRoutes />, { route: '/company/applicants', session: 'company' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    // The applicants come after the page (and the back office's navigation, a list too) is there.
    await screen.findByRole('button', { name: 'Ana García' });
    const cards = screen.getAllByRole('listitem');
    const anaCard = cards.find((card) => within(card).queryByRole('button', { name: 'Ana García' }));
    const benCard = cards.find((card) => within(card).queryByRole('button', { name: 'Ben Müller' }));
    expect(anaCard).toHaveTextContent('New');
    expect(anaCard).toHaveTextContent('Rating: 4 of 5');
    expect(anaCard).toHaveTextContent('For: German-speaking support agent');
    expect(anaCard).not.toHaveTextContent('Knocked out');
    expect(benCard).toHaveTextContent('Interview');
    expect(benCard).toHaveTextContent('Knocked out');
    expect(benCard).toHaveTextContent('Missing languages:French, Advanced (C1–C2)');
    expect(screen.getByText('2 applicants')).toBeInTheDocument();
  });

  it('filters by job, stage and search through the URL and asks the api for them', async () => {
    const { requests } = api();
    renderWithProviders(<CompanyRoutes />, { route: '/company/applicants', session: 'company' });
    await screen.findByRole('button', { name: 'Ana García' });
    await screen.findByRole('option', { name: 'German-speaking support agent' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job' }), '7');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Stage' })).getByRole('link', { name: 'Interview 1' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or headline' }), 'Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/companies/applicants').at(-1)?.params).toEqual({
        job: 7,
        status: 'interview',
        q: 'Ben',
        page: 1,
      }),
    );
  });

  it('moves the selected applicants to a stage at once and reloads the list', async () => {
    const { requests } = api((request) =>
      request.url === '/api/companies/applicants/bulk' ? { data: { updated: 2 } } : undefined,
    );
    renderWithProviders(<CompanyRoutes />, { route: '/company/applicants', session: 'company' });
    await screen.findByRole('button', { name: 'Ana García' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 applicants selected')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'in_review');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(requests.some((r) => r.url === '/api/companies/applicants/bulk')).toBe(true));
    const bulk = requests.find((r) => r.url === '/api/companies/applicants/bulk') as FakeRequest;
    expect(body(bulk)).toEqual({ ids: [1, 2], action: 'move', stage: 'in_review' });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/companies/applicants')).toHaveLength(2));
  });

  it('rejects the selected applicants with an optional message', async () => {
    const { requests } = api((request) =>
      request.url === '/api/companies/applicants/bulk' ? { data: { updated: 1 } } : undefined,
    );
    renderWithProviders(<CompanyRoutes />, { route: '/company/applicants', session: 'company' });
    await screen.findByRole('button', { name: 'Ana García' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Müller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 applicant' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Your application');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Thank you for applying.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(requests.some((r) => r.url === '/api/companies/applicants/bulk')).toBe(true));
    const bulk = requests.find((r) => r.url === '/api/companies/applicants/bulk') as FakeRequest;
    expect(body(bulk)).toEqual({
      ids: [2],
      action: 'reject',
      message: { subject: 'Your application', body: 'Thank you for applying.' },
    });
  });

  it('says so when there are no applicants', async () => {
    api((request) => (request.url === '/api/companies/applicants' ? { data: list([], { counts: {} }) } : undefined));
    renderWithProviders(<CompanyRoutes />, { route: '/company/applicants', session: 'company' });
    expect(await screen.findByRole('heading', { name: 'No applicants here yet' })).toBeInTheDocument();
  });
});
