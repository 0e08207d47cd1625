import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { bodyOf, companyApi, renderCompany } from '../../../testing/__tests__/company-api';
import { makeJob } from './job-fixtures';

const stored = [
  {
    id: 1,
    question: 'Do you have an EU work permit?',
    kind: 'yes_no',
    options: null,
    mode: 'knockout',
    knockout_answer: 'No',
    preferred_answer: null,
    position: 0,
  },
];

beforeEach(() => clearNotifications());

describe('screening questions', () => {
  it('shows the stored questions, adds a single-choice one with a preferred answer, reorders and saves the list', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'GET /api/companies/jobs/11/screening-questions': () => ({ data: { questions: stored } }),
      'PUT /api/companies/jobs/11/screening-questions': (request) => ({
        data: {
          questions: bodyOf(request).questions.map((q: object, i: number) => ({ id: i + 1, position: i, ...q })),
        },
      }),
    });
    renderCompany('/company/jobs/11/screening-questions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Screening questions' })).toBeInTheDocument();
    expect(await screen.findByText(/For the job “Dutch speaking support agent”\./)).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Question 1' });
    expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveValue('Do you have an EU work permit?');
    expect(within(first).getByRole('combobox', { name: 'Use of the answer' })).toHaveValue('knockout');
    expect(within(first).getByRole('combobox', { name: /Answer that ends the application/ })).toHaveValue('No');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('listitem', { name: 'Question 2' });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveFocus());
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Which shift suits you?');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Answer type' }), 'single_choice');
    await user.type(within(second).getByRole('textbox', { name: /Choices/ }), 'Morning{Enter}Evening');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Use of the answer' }), 'preferred');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Preferred answer' }), 'Evening');
    await user.click(within(second).getByRole('button', { name: 'Move question 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Save the questions' }));
    await waitFor(() => expect(getNotifications().map((n) => n.content)).toEqual(['The questions are saved.']));
    expect(bodyOf(requests.find((r) => r.method === 'put'))).toEqual({
      questions: [
        {
          question: 'Which shift suits you?',
          kind: 'single_choice',
          options: ['Morning', 'Evening'],
          mode: 'preferred',
          knockout_answer: null,
          preferred_answer: 'Evening',
        },
        // The stored question as it was, its place now the second.
        { ...stored[0], position: undefined },
      ],
    });
  }, 15_000);

  it('puts the api’s 422 on the question it names, and removes a question', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'GET /api/companies/jobs/11/screening-questions': () => ({
        data: { questions: [...stored, { ...stored[0], id: 2, question: 'Short?', knockout_answer: 'Yes' }] },
      }),
      'PUT /api/companies/jobs/11/screening-questions': () => ({
        status: 422,
        data: { message: 'Invalid', errors: { 'questions.0.question': ['A question needs at least 3 characters.'] } },
      }),
    });
    renderCompany('/company/jobs/11/screening-questions');
    const second = await screen.findByRole('listitem', { name: 'Question 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('listitem', { name: 'Question 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the questions' }));
    // In the form's summary and under the question, the focus there.
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'A question needs at least 3 characters.' })).toBeVisible();
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
      'A question needs at least 3 characters.',
    );
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveFocus());
    expect(bodyOf(requests.find((r) => r.method === 'put')).questions).toHaveLength(1);
  });
  it('checks every question before sending: an empty one and a too short one both say so, nothing is sent', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'GET /api/companies/jobs/11/screening-questions': () => ({
        data: { questions: [...stored, { ...stored[0], id: 2, question: 'Hi', knockout_answer: 'Yes' }] },
      }),
      'PUT /api/companies/jobs/11/screening-questions': () => ({ data: { questions: stored } }),
    });
    renderCompany('/company/jobs/11/screening-questions');
    const first = within(await screen.findByRole('listitem', { name: 'Question 1' })).getByRole('textbox', {
      name: 'Question',
    });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save the questions' }));
    // Every error at once in the summary, each a link to its question.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Question 1 is required.', 'Question 2 must be at least 3 characters.']);
    expect(first).toHaveAccessibleDescription('Question 1 is required.');
    const second = within(screen.getByRole('listitem', { name: 'Question 2' })).getByRole('textbox', {
      name: 'Question',
    });
    expect(second).toHaveAccessibleDescription('Question 2 must be at least 3 characters.');
    expect(first).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Question 2 must be at least 3 characters.' }));
    expect(second).toHaveFocus();
    expect(requests.some((r) => r.method === 'put')).toBe(false);
  });

  it('checks a single choice’s options by the api’s rule before sending: how many and none twice', async () => {
    const user = userEvent.setup();
    const choice = { ...stored[0], kind: 'single_choice', mode: null, knockout_answer: null };
    const { requests } = companyApi({
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'GET /api/companies/jobs/11/screening-questions': () => ({
        data: {
          questions: [
            { ...choice, id: 1, question: 'Which shift?', options: ['Morning', ' morning '] },
            { ...choice, id: 2, question: 'Which office?', options: ['Berlin'] },
          ],
        },
      }),
      'PUT /api/companies/jobs/11/screening-questions': () => ({ data: { questions: stored } }),
    });
    renderCompany('/company/jobs/11/screening-questions');
    const first = within(await screen.findByRole('listitem', { name: 'Question 1' })).getByRole('textbox', {
      name: 'Choices',
    });
    await user.click(screen.getByRole('button', { name: 'Save the questions' }));
    const summary = await screen.findByRole('alert');
    const twice = 'Question 1: each choice must be different.';
    const count = 'Question 2 needs 2 to 10 choices, one a line.';
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([twice, count]);
    expect(first).toHaveAccessibleDescription(new RegExp(`^${twice}`));
    const second = within(screen.getByRole('listitem', { name: 'Question 2' })).getByRole('textbox', {
      name: 'Choices',
    });
    expect(second).toHaveAccessibleDescription(new RegExp(`^${count}`));
    expect(first).toHaveFocus();
    expect(requests.some((r) => r.method === 'put')).toBe(false);

    // Answered, the errors go and the list is sent.
    await user.type(second, '{enter}Madrid');
    await user.clear(first);
    await user.type(first, 'Morning{enter}Evening');
    await user.click(screen.getByRole('button', { name: 'Save the questions' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'put')).toBe(true));
  });
});
