import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { type FakeReply, type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';
import { daysAgo, makeJob } from '../../../testing/jobs';
import type { Application, ApplicationsPage } from '../api/application';

const session = { user: makeUser({ id: 11, email: 'ana@example.com', nombre: 'Ana' }), token: 'candidate-token' };

const applied: Application = {
  id: 40,
  job_id: 5,
  status: 'in_review',
  knocked_out: false,
  created_at: daysAgo(6),
  updated_at: daysAgo(2),
  answers: [
    { question_id: 1, question: 'Do you have a work permit for the EU?', answer: 'Yes' },
    { question_id: 2, question: 'When could you start?', answer: 'In two weeks' },
  ],
  history: [
    { status: 'applied', created_at: daysAgo(6) },
    { status: 'viewed', created_at: daysAgo(4) },
    { status: 'in_review', created_at: daysAgo(2) },
  ],
  cv: { id: 3, name: 'Ana for translators.pdf' },
  job: makeJob(5, 'Kundenberater Deutsch'),
};
const notSelected: Application = {
  ...applied,
  id: 41,
  job_id: 6,
  status: 'not_selected',
  knocked_out: true,
  answers: [],
  history: [{ status: 'not_selected', created_at: daysAgo(8) }],
  cv: { id: null, name: 'Old CV.pdf' },
  job: makeJob(6, 'Account Manager'),
};
const withdrawnAlready: Application = {
  ...notSelected,
  id: 42,
  job_id: 7,
  status: 'withdrawn',
  cv: null,
  job: makeJob(7, 'Support Agent', { available: false }),
};
const page = (applications: Application[], changes: Partial<ApplicationsPage> = {}): ApplicationsPage => ({
  applications,
  total: applications.length,
  lastPage: 1,
  currentPage: 1,
  ...changes,
});

function api(list: (params: Record<string, unknown>) => ApplicationsPage, withdraw?: () => FakeReply) {
  return (request: FakeRequest): FakeReply => {
    if (request.method === 'get' && request.url === '/api/candidates/applications')
      return { data: list(request.params) };
    if (request.method === 'post' && request.url === '/api/candidates/applications/40/withdraw')
      return (
        withdraw?.() ?? {
          data: {
            message: 'Your application was withdrawn.',
            application: {
              ...applied,
              status: 'withdrawn',
              history: [...applied.history, { status: 'withdrawn', created_at: new Date().toISOString() }],
            },
          },
        }
      );
    return { status: 404, data: { message: 'Not found', toasts: [] } };
  };
}
const lists = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'get' && r.url === '/api/candidates/applications').map((r) => r.params);
const cards = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
const all = () => page([applied, notSelected, withdrawnAlready]);

beforeEach(() => clearNotifications());

describe('my jobs: applications', () => {
  it('shows each application with its job, status, answers and, on demand, the date of each change', async () => {
    const { requests } = mockHttp(api(all));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });

    const [first, second, third] = await cards();
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(within(first).getByRole('link', { name: 'Kundenberater Deutsch' })).toHaveAttribute('href', '/jobs/job-5');
    expect(within(first).getByText('In review')).toHaveClass('sk-badge');
    expect(first).toHaveTextContent(/Applied on .+ · updated on /);
    expect(within(first).getByRole('heading', { level: 4, name: 'Your answers' })).toBeInTheDocument();
    expect(within(first).getByText('When could you start?').nextElementSibling).toHaveTextContent('In two weeks');

    const toggle = within(first).getByRole('button', { name: 'Show history of Kundenberater Deutsch' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = within(within(first).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.sk-badge')?.textContent)).toEqual([
      'Applied',
      'Viewed',
      'In review',
    ]);
    expect(steps[1].querySelector('time')).toHaveAttribute('dateTime', applied.history[1].created_at);

    // Nothing left to withdraw: not selected, or withdrawn already.
    expect(within(first).getByRole('button', { name: 'Withdraw application to Kundenberater Deutsch' })).toBeVisible();
    expect(within(second).getByText('Not selected')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(within(third).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(third).getByText('No longer available')).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 applications');
    expect(lists(requests)).toEqual([{ page: 1, rows: 10 }]);
  });

  it('says which CV went with each application, and when the candidate has deleted it since', async () => {
    mockHttp(api(all));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    const [first, second, third] = await cards();
    expect(within(first).getByText('CV sent: Ana for translators.pdf')).toBeInTheDocument();
    expect(
      within(second).getByText('CV sent: Old CV.pdf (deleted since; the company can no longer open it)'),
    ).toBeInTheDocument();
    // Sent before CVs were recorded: nothing is claimed.
    expect(third).not.toHaveTextContent('CV sent');
  });

  it('withdraws after confirming: the server notice, the status Withdrawn, focus on the history', async () => {
    const { requests } = mockHttp(api(all));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    const [first] = await cards();

    await userEvent.click(within(first).getByRole('button', { name: 'Withdraw application to Kundenberater Deutsch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveTextContent('“Kundenberater Deutsch”');
    // Changing one's mind sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);

    await userEvent.click(within(first).getByRole('button', { name: /^Withdraw application/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(first).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Show history of Kundenberater Deutsch' })).toHaveFocus();
    expect(getNotifications().map((n) => [n.type, n.content])).toEqual([
      ['success', 'Your application was withdrawn.'],
    ]);
    expect(requests.filter((r) => r.method === 'post').map((r) => r.url)).toEqual([
      '/api/candidates/applications/40/withdraw',
    ]);
  });

  it("shows the server's refusal (422 on id) in the dialog and keeps the application as it was", async () => {
    mockHttp(
      api(all, () => ({
        status: 422,
        data: {
          message: 'This application was already withdrawn.',
          errors: { id: ['This application was already withdrawn.'] },
        },
      })),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    const [first] = await cards();
    await userEvent.click(within(first).getByRole('button', { name: /^Withdraw application/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application was already withdrawn.');
    expect(within(first).getByText('In review')).toBeInTheDocument();
    expect(getNotifications()).toEqual([]);

    // Closed and opened again: the refusal is not shown for the new attempt.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    await userEvent.click(within(first).getByRole('button', { name: /^Withdraw application/ }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says every refusal of the api in the dialog, whichever field its 422 names', async () => {
    mockHttp(
      api(all, () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { status: ['An application with an offer is ended with the company, not withdrawn here.'] },
        },
      })),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    const [first] = await cards();
    await userEvent.click(within(first).getByRole('button', { name: /^Withdraw application/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An application with an offer is ended with the company, not withdrawn here.',
    );
    expect(within(first).getByText('In review')).toBeInTheDocument();
  });

  it('with no application, points to the job search; a status with none offers all of them back', async () => {
    const { requests } = mockHttp(api(() => page([])));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    expect(await screen.findByRole('heading', { level: 3, name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Offer');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No applications with this status' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all applications' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No applications yet' })).toBeInTheDocument();
    expect(lists(requests)).toEqual([
      { page: 1, rows: 10 },
      { page: 1, rows: 10, status: 'offer' },
      { page: 1, rows: 10 },
    ]);
  });

  it('pages through the applications ten at a time', async () => {
    const { requests } = mockHttp(
      api((params) =>
        params.page === 2
          ? page([notSelected], { total: 11, lastPage: 2, currentPage: 2 })
          : page([applied], { total: 11, lastPage: 2 }),
      ),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/applications', session });
    await cards();
    const next = within(screen.getByRole('navigation', { name: 'Pages of applications' })).getByRole('link', {
      name: 'Page 2',
    });
    expect(next).toHaveAttribute('href', '/account/my-jobs/applications?page=2');
    await userEvent.click(next);
    expect(await screen.findByRole('link', { name: 'Account Manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your applications' })).toHaveFocus();
    expect(lists(requests)).toEqual([
      { page: 1, rows: 10 },
      { page: 2, rows: 10 },
    ]);
  });
});
