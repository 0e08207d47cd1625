import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { expectLinks, type FakeRequest, mockHttp } from 'shared-kit/testing';
import { renderCompany } from '../../../testing/__tests__/company-api';
import type { ApplicantDetail } from '../api/types';
import { ana, ben, detail, list } from './fixtures';

const job = { job: { id: 7, title: 'German-speaking support agent', status: 'published', url: '/job/7' } };
const body = (request: FakeRequest) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);

const notices = () => getNotifications().map((n) => n.content);

type Reply = { status?: number; data?: unknown } | undefined;
function api(extra: (request: FakeRequest) => Reply = () => undefined) {
  return mockHttp((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/api/companies/jobs/7') return { data: job };
    if (request.url === '/api/companies/applicants') return { data: list([ana, ben]) };
    if (request.url === '/api/companies/applicants/1') return { data: { applicant: detail(ana, { stage: 'viewed' }) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe("one job's applicants", () => {
  it('shows a pipeline column per stage with its count, and asks for the job and stage of the path', async () => {
    const { requests } = api();
    renderCompany('/company/applicants/7/1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applicants for German-speaking support agent' }),
    ).toBeInTheDocument();
    const interview = await screen.findByRole('region', { name: /^Interview/ });
    expect(within(interview).getByRole('heading', { level: 3 })).toHaveTextContent('Interview 1 applicant');
    expect(within(interview).getByRole('button', { name: 'Ben Müller' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /^Offer/ })).getByText('Nobody on this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent?.trim())).toEqual([
      'New',
      'Viewed',
      'In review',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    expect(requests.find((r) => r.url === '/api/companies/applicants')?.params).toEqual({ job: 7, page: 1 });
  });

  it('moves an applicant with the stage select of its card', async () => {
    const { requests } = api((request) =>
      request.method === 'patch' && request.url === '/api/companies/applicants/2'
        ? { data: { applicant: detail(ben, { stage: 'offer' }) } }
        : undefined,
    );
    renderCompany('/company/applicants/7/1');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Stage of Ben Müller' }), 'offer');
    await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true));
    expect(body(requests.find((r) => r.method === 'patch') as FakeRequest)).toEqual({ stage: 'offer' });
    await waitFor(() => expect(notices()).toContain('Ben Müller moved to Offer.'));
  });

  it('rejecting asks first, then shows the message in the job language, editable, and when it goes out', async () => {
    const rejected: ApplicantDetail = detail(ben, {
      stage: 'rejected',
      rejection: {
        send_at: '2026-11-23T15:40:00Z',
        subject: 'Ihre Bewerbung',
        body: 'Vielen Dank für Ihr Interesse.',
        sent_at: null,
      },
    });
    const { requests } = api((request) => (request.method === 'patch' ? { data: { applicant: rejected } } : undefined));
    renderCompany('/company/applicants/7/1');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Stage of Ben Müller' }), 'rejected');
    const confirm = await screen.findByRole('dialog', { name: 'Reject Ben Müller?' });
    expect(requests.some((r) => r.method === 'patch')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));

    const message = await screen.findByRole('dialog', { name: 'Message to Ben Müller' });
    expect(message).toHaveAccessibleDescription(/^The message will be sent on 23 Nov 2026/);
    const subject = within(message).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Ihre Bewerbung');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Ihre Bewerbung bei uns');
    await userEvent.click(within(message).getByRole('button', { name: 'Save the message' }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'patch')).toHaveLength(2));
    const [move, edit] = requests.filter((r) => r.method === 'patch').map(body);
    expect(move).toEqual({ stage: 'rejected' });
    expect(edit).toEqual({ rejection: { subject: 'Ihre Bewerbung bei uns', body: 'Vielen Dank für Ihr Interesse.' } });
  });

  it('switches to the list view and to a stage through the URL', async () => {
    const { requests } = api();
    renderCompany('/company/applicants/7/1');
    await screen.findByRole('button', { name: 'Ana García' });

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/applicants/7/1?view=list');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeInTheDocument();

    const stages = screen.getByRole('navigation', { name: 'Stage' });
    expect(within(stages).getByRole('link', { name: 'All 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(stages).getByRole('link', { name: 'Interview 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/applicants/7/1/interview?view=list');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/companies/applicants').at(-1)?.params).toEqual({
        job: 7,
        status: 'interview',
        page: 1,
      }),
    );
  });

  it('opens the applicant in a drawer kept in the URL, with answers, CVs and the private note', async () => {
    const { requests } = api((request) =>
      request.method === 'patch' ? { data: { applicant: detail(ana, { note: 'Call on Monday.' }) } } : undefined,
    );
    renderCompany('/company/applicants/7/1');

    await userEvent.click(await screen.findByRole('button', { name: 'Ana García' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/applicants/7/1?applicant=1');
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    const answers = await within(drawer).findByRole('region', { name: 'Answers to your questions' });
    expect(within(answers).getByText('Do you have an EU work permit?').closest('div')).toHaveTextContent(
      'No Knockout answer',
    );
    expect(within(answers).getByText('Which shift suits you?').closest('div')).toHaveTextContent(
      'Morning Preferred answer',
    );
    expectLinks({ 'cv-ana.pdf': '/company/previewCV/101/55', 'ana@example.com': 'mailto:ana@example.com' }, drawer);

    expect(within(drawer).getByText('Support agent, Acme (2021–today)')).toBeInTheDocument();
    expect(within(drawer).getByText('BA Languages, Universidade de Lisboa (2016–2020)')).toBeInTheDocument();

    const note = within(drawer).getByRole('textbox', { name: 'Private note' });
    expect(note).toHaveValue('Strong German.');
    await userEvent.clear(note);
    await userEvent.type(note, 'Call on Monday.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the note' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true));
    expect(body(requests.find((r) => r.method === 'patch') as FakeRequest)).toEqual({ note: 'Call on Monday.' });
    await waitFor(() => expect(notices()).toContain('Note saved.'));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/applicants\/7\/1$/);
  });

  it("answers not found for a job that is not the company's, or a stage that does not exist", async () => {
    api((request) =>
      request.url === '/api/companies/jobs/7' ? { status: 404, data: { message: 'Not found' } } : undefined,
    );
    const { unmount } = renderCompany('/company/applicants/7/1');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    unmount();

    api();
    renderCompany('/company/applicants/7/1/archived');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
