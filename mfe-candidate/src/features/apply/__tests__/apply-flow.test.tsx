import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { pendingApplyJobId, savePendingApply } from 'shared-kit/session';
import { type FakeReply, type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import ApplyEntry from '../../../apply-entry';
import { makeProfile, makeTasks } from '../../../testing/profile';
import type { ApplyExtra, ApplyJob, ApplyQuestion } from '../apply-types';
import { openExternal } from '../open-external';

jest.mock('../open-external', () => ({ openExternal: jest.fn() }));

const WORK_PERMIT: ApplyQuestion = {
  id: 1,
  question: 'Do you have a work permit for the EU?',
  kind: 'yes_no',
  options: null,
  knockout_answer: 'No',
  answer: null,
};
const SHIFTS: ApplyQuestion = {
  id: 2,
  question: 'Which shift suits you?',
  kind: 'single_choice',
  options: ['Morning', 'Evening'],
  knockout_answer: null,
  answer: null,
};
const START: ApplyQuestion = {
  id: 3,
  question: 'When could you start?',
  kind: 'short_text',
  options: null,
  knockout_answer: null,
  answer: null,
};

const ALL_DONE = { general_information: 1, languages: 1, cv: 1 } as const;

function makeJob(extra: Partial<ApplyExtra> = {}): ApplyJob {
  return {
    id: 42,
    url: 'customer-service-agent-42',
    title: 'Customer service agent',
    available: true,
    extra: {
      canApply: true,
      favorite: false,
      redirect: null,
      application: null,
      screeningQuestions: [WORK_PERMIT, SHIFTS, START],
      missingLanguages: [],
      tasksToApply: ALL_DONE,
      ...extra,
    },
  };
}

const APPLICATION = {
  id: 7,
  job_id: 42,
  status: 'applied',
  knocked_out: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  answers: [],
  history: [{ status: 'applied', created_at: '2026-11-20T10:00:00.000Z' }],
};

const body = (request: FakeRequest | undefined) =>
  typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data;

/** Answers by `METHOD url`; 404 otherwise. */
function api(replies: Record<string, (request: FakeRequest) => FakeReply>) {
  return mockHttp((request) => {
    const reply = replies[`${request.method?.toUpperCase()} ${request.url}`];
    return reply ? reply(request) : { status: 404, data: { message: 'Not found.' } };
  });
}

function renderApply(job: ApplyJob, route = '/jobs/customer-service-agent-42') {
  return renderWithProviders(<ApplyEntry job={job} />, {
    route,
    session: { user: makeUser({ id: 11 }), token: 'candidate-token' },
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Apply: Customer service agent' });

beforeEach(() => {
  clearNotifications();
  sessionStorage.clear();
});

describe('the apply flow', () => {
  it('warns before sending when the knockout answer is picked, then sends the answers and shows Applied', async () => {
    const { requests } = api({
      'POST /api/candidates/applications': () => ({
        data: { message: 'Your application has been sent.', application: APPLICATION },
      }),
    });
    const user = userEvent.setup();
    renderApply(makeJob());

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const flow = dialog();
    const permit = within(flow).getByRole('group', { name: WORK_PERMIT.question });
    await user.click(within(permit).getByRole('radio', { name: 'No' }));
    expect(within(flow).getByText('This answer ends your application.')).toBeInTheDocument();

    await user.click(within(permit).getByRole('radio', { name: 'Yes' }));
    expect(within(flow).queryByText('This answer ends your application.')).not.toBeInTheDocument();
    await user.click(within(flow).getByRole('radio', { name: 'Evening' }));
    const start = within(flow).getByRole('textbox', { name: START.question });
    await user.type(start, 'In two weeks');
    expect(within(flow).getByText('12 of 500 characters')).toBeInTheDocument();
    await user.click(within(flow).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(/^Applied on/)).toHaveTextContent('Applied on 20 Nov 2026');
    expect(screen.getByText('Applied', { selector: '.sk-badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/account/my-jobs/applications',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'post');
    expect(posts.map(body)).toEqual([{ offer_id: 42, answers: { 1: 'Yes', 2: 'Evening', 3: 'In two weeks' } }]);
    expect(getNotifications().map((n) => n.content)).toEqual(['Your application has been sent.']);
  });

  it('sends the CV the candidate picks (their default one chosen first), and shows the api’s 422 on it', async () => {
    let refuse = true;
    const { requests } = api({
      'GET /api/candidates/profile': () => ({
        data: makeProfile({
          candidate: {
            cvs: [
              { id: 5, name: 'Ana general.pdf', default: 1 },
              { id: 6, name: 'Ana for translators.pdf', default: 0 },
            ],
          },
        }),
      }),
      'POST /api/candidates/applications': () => {
        if (refuse) {
          refuse = false;
          return {
            status: 422,
            data: { message: 'Choose one of your CVs.', errors: { cv_id: ['Choose one of your CVs.'] } },
          };
        }
        return { data: { message: 'Your application has been sent.', application: { ...APPLICATION, cv: null } } };
      },
    });
    const user = userEvent.setup();
    renderApply(makeJob({ screeningQuestions: [] }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const flow = dialog();
    const cv = await within(flow).findByRole('combobox', { name: 'CV to send' });
    expect(cv).toHaveDisplayValue('Ana general.pdf (default)');
    expect(within(flow).getByText('The company sees only this CV with your application.')).toBeInTheDocument();
    await user.selectOptions(cv, 'Ana for translators.pdf');
    await user.click(within(flow).getByRole('button', { name: 'Send application' }));
    expect(await within(flow).findByText('Choose one of your CVs.')).toBeInTheDocument();
    expect(cv).toHaveAccessibleDescription(/Choose one of your CVs\./);

    await user.click(within(flow).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^Applied on/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post').map(body)).toEqual([
      { offer_id: 42, answers: {}, cv_id: 6 },
      { offer_id: 42, answers: {}, cv_id: 6 },
    ]);
  });

  it('asks for every answer before sending, and shows the api’s 422 on its question', async () => {
    const { requests } = api({
      'POST /api/candidates/applications': () => ({
        status: 422,
        data: {
          message: 'The answer is not one of the options.',
          errors: { 'answers.2': ['The answer is not one of the options.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderApply(makeJob({ screeningQuestions: [WORK_PERMIT, SHIFTS] }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send application' }));
    expect(within(dialog()).getAllByText('Please answer this question.')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);

    // An answer removes its question's error at once; the other question keeps its own.
    await user.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
    const permit = within(dialog()).getByRole('group', { name: WORK_PERMIT.question });
    expect(within(permit).queryByText('Please answer this question.')).not.toBeInTheDocument();
    expect(within(dialog()).getAllByText('Please answer this question.')).toHaveLength(1);
    // A new send puts the focus on the question still open.
    await user.click(within(dialog()).getByRole('button', { name: 'Send application' }));
    const shiftsGroup = within(dialog()).getByRole('group', { name: SHIFTS.question });
    expect(within(shiftsGroup).getAllByRole('radio')[0]).toHaveFocus();
    await user.click(within(dialog()).getByRole('radio', { name: 'Morning' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send application' }));
    const shifts = within(dialog()).getByRole('group', { name: SHIFTS.question });
    expect(await within(shifts).findByText('The answer is not one of the options.')).toBeInTheDocument();
    expect(screen.queryByText(/Applied on/)).not.toBeInTheDocument();
  });

  it('says which mandatory language is missing, at which level, before anything is sent', async () => {
    const { requests } = api({
      'GET /api/candidates/profile': () => ({ data: makeProfile({ nombre: 'Ana' }) }),
    });
    const user = userEvent.setup();
    renderApply(makeJob({ missingLanguages: [{ slug: 'German', name: 'German', level: 3 }] }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const flow = dialog();
    expect(within(flow).getByText(/This job requires a language your profile does not have/)).toBeInTheDocument();
    expect(within(flow).getByText('German, at least Advanced (C1–C2)')).toBeInTheDocument();
    expect(within(flow).queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/candidates/applications')).toBe(false);
  });

  it('completes a pending task inside the flow, then goes on to the questions', async () => {
    let checked = 0;
    api({
      'GET /api/candidates/profile': () => ({
        data: makeProfile({ nombre: 'Ana' }, { general_information: 1, languages: 1 }),
      }),
      'POST /api/candidates/mycv/fromVue': () => ({
        data: {
          user: makeUser({ id: 11 }),
          tasks: makeTasks({ general_information: 1, languages: 1, cv: 1 }),
          cvs: [],
        },
      }),
      'GET /api/job': () => {
        checked += 1;
        return { data: { job: makeJob({ tasksToApply: ALL_DONE, screeningQuestions: [START] }) } };
      },
    });
    const user = userEvent.setup();
    renderApply(makeJob({ tasksToApply: { general_information: 1, languages: 1, cv: 0 } }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const flow = dialog();
    expect(within(flow).getByText(/Before you apply, complete these parts of your profile/)).toBeInTheDocument();
    expect(within(flow).getByText('To do')).toBeInTheDocument();

    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await within(flow).findByRole('heading', { name: 'Your CV' });
    await user.upload(flow.querySelector('input[type=file]') as HTMLInputElement, file);
    await waitFor(() => expect(within(flow).getByText('Done')).toBeInTheDocument());
    expect(getNotifications().map((n) => n.content)).toContain('CV uploaded successfully!');

    await user.click(within(flow).getByRole('button', { name: 'Continue' }));
    expect(await within(flow).findByRole('textbox', { name: START.question })).toBeInTheDocument();
    expect(checked).toBe(1);
  });

  it('opens by itself when the candidate comes back from login with autoApply, once', async () => {
    api({});
    savePendingApply(42);
    renderApply(makeJob(), '/jobs/customer-service-agent-42?autoApply=1');
    expect(await screen.findByRole('dialog', { name: 'Apply: Customer service agent' })).toBeInTheDocument();
    expect(pendingApplyJobId()).toBeNull();
  });

  it('goes back to the profile step when the api says a task to apply is pending', async () => {
    api({
      'POST /api/candidates/applications': () => ({
        status: 422,
        data: { message: 'Add your CV before applying.', errors: { tasks: ['Add your CV before applying.'] } },
      }),
      'GET /api/candidates/profile': () => ({ data: makeProfile({ nombre: 'Ana' }) }),
    });
    const user = userEvent.setup();
    renderApply(makeJob({ screeningQuestions: [] }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Add your CV before applying.');
    expect(within(dialog()).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('shows an application already sent, with its status, instead of Apply', async () => {
    api({});
    renderApply(makeJob({ application: { id: 7, created_at: '2026-11-20T10:00:00.000Z', status: 'in_review' } }));
    expect(await screen.findByText(/^Applied on/)).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('records the click of a job with an external link and sends the candidate there', async () => {
    const { requests } = api({
      'POST /api/candidates/applications': () => ({ data: { redirect: 'https://careers.example/apply/42' } }),
    });
    const user = userEvent.setup();
    renderApply(makeJob({ redirect: 'https://careers.example/apply/42' }));
    await user.click(await screen.findByRole('button', { name: 'Apply on the company’s site' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://careers.example/apply/42'));
    expect(requests.filter((r) => r.method === 'post').map(body)).toEqual([{ offer_id: 42, answers: {} }]);
  });
});
