import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experience } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { mockHttp } from 'shared-kit/testing';
import { ExperienceSection } from '../components/sections/experience-section';
import { makeProfile, reference, renderSection, tasks } from './records-fixtures';

/** `GET /api/countries` as the api answers it: named in the interface language. */
const COUNTRY_LIST = reference.countries.data.map(({ id, slug, name, iso2 }) => ({ id, slug, name, iso2 }));

const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const entries = () => within(screen.getByRole('list', { name: 'Your work experience' })).getAllByRole('listitem');

const job = (id: number, changes: Partial<Experience> = {}): Experience => ({
  id,
  puesto: 'Accountant',
  empresa: 'Muster GmbH',
  f_inicio: '2019-03-01',
  f_final: '2021-06-01',
  descripcion: null,
  fk_pais_id: null,
  lugar: null,
  highlighted: false,
  ...changes,
});

/** An api that answers the reference lists and records every call, and a user. */
function readOnlyApi() {
  const { requests } = mockHttp((request) => ({
    data: request.url === '/api/countries' ? { countries: COUNTRY_LIST } : reference,
  }));
  return { requests, user: userEvent.setup() };
}

/** The section of an empty profile with its form for a new entry open. */
async function openNewEntry() {
  const api = readOnlyApi();
  renderSection(ExperienceSection, makeProfile());
  await api.user.click(screen.getByRole('button', { name: 'Add work experience' }));
  return api;
}

async function chooseMonth(user: ReturnType<typeof userEvent.setup>, legend: string, month: string, year: string) {
  const group = screen.getByRole('group', { name: legend });
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), month);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), year);
}

describe('ExperienceSection', () => {
  it('adds the current job: no end date is sent, and the list the api answers is shown', async () => {
    const added = job(9, {
      puesto: 'Controller',
      empresa: 'Acme',
      f_inicio: '2022-01-01',
      f_final: null,
      lugar: 'Berlin',
      fk_pais_id: 3,
    });
    const { requests } = mockHttp((request) =>
      request.url === '/api/jobs' || request.url === '/api/countries'
        ? { data: request.url === '/api/jobs' ? reference : { countries: COUNTRY_LIST } }
        : {
            data: {
              message: 'Work experience info added successfully!',
              experience: [added],
              tasks: tasks({ experience: 1 }),
            },
          },
    );
    const user = userEvent.setup();
    const { latest } = renderSection(ExperienceSection, makeProfile());

    expect(screen.getByRole('heading', { level: 3, name: 'No work experience yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    const form = screen.getByRole('form', { name: 'New work experience' });
    await user.type(within(form).getByRole('textbox', { name: 'Job title' }), 'Controller');
    await user.type(within(form).getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Berlin');
    await user.type(within(form).getByRole('combobox', { name: 'Country (optional)' }), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await chooseMonth(user, 'Start date', '01', '2022');
    await user.click(within(form).getByRole('checkbox', { name: 'I currently work here' }));
    expect(screen.queryByRole('group', { name: 'End date' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(entries()).toHaveLength(1));
    const post = requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('/api/candidates/experience');
    expect(JSON.parse(post?.data)).toEqual({
      puesto: 'Controller',
      empresa: 'Acme',
      f_inicio: '2022-01-01',
      f_final: null,
      descripcion: null,
      lugar: 'Berlin',
      fk_pais_id: 3,
    });
    expect(entries()[0]).toHaveTextContent('Controller');
    expect(entries()[0]).toHaveTextContent('Acme · Berlin · Germany');
    expect(entries()[0]).toHaveTextContent('Jan 2022 – Present');
    expect(screen.getByRole('heading', { level: 3, name: 'Controller' })).toHaveFocus();
    expect(latest().tasks.experience).toBe(1);
    expect(notices()).toContainEqual({ type: 'success', content: 'Work experience info added successfully!' });
  });

  it("puts the api's end-before-start error on the end date", async () => {
    const error = 'The end date must be on or after the start date.';
    mockHttp((request) =>
      request.url === '/api/jobs' || request.url === '/api/countries'
        ? { data: request.url === '/api/jobs' ? reference : { countries: COUNTRY_LIST } }
        : { status: 422, data: { message: error, errors: { f_final: [error] } } },
    );
    const user = userEvent.setup();
    renderSection(ExperienceSection, makeProfile());

    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Controller');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await chooseMonth(user, 'Start date', '05', '2022');
    await chooseMonth(user, 'End date', '01', '2021');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const end = within(screen.getByRole('group', { name: 'End date' })).getByRole('combobox', { name: 'Month' });
    await waitFor(() => expect(end).toHaveAccessibleDescription(error));
    // The form stays open with what was typed.
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Controller');
  });

  it('asks for the end date unless the job is the current one, before sending', async () => {
    const { requests, user } = await openNewEntry();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Controller');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await chooseMonth(user, 'Start date', '05', '2022');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const end = within(screen.getByRole('group', { name: 'End date' })).getByRole('combobox', { name: 'Month' });
    expect(end).toHaveAccessibleDescription('Choose the month and the year, or tick “I currently work here”.');
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });

  it('names every missing field at once before sending, in the summary and at each field, the focus on the first', async () => {
    const { requests, user } = await openNewEntry();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 4 problems with this form:');
    const end = 'Choose the month and the year, or tick “I currently work here”.';
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Job title is required.', 'Company is required.', 'Choose the month and the year.', end]);
    const title = screen.getByRole('textbox', { name: /^Job title/ });
    expect(title).toHaveAccessibleDescription('Job title is required.');
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveAccessibleDescription('Company is required.');
    const month = (legend: string) =>
      within(screen.getByRole('group', { name: legend })).getByRole('combobox', { name: 'Month' });
    expect(month('Start date')).toHaveAccessibleDescription('Choose the month and the year.');
    expect(month('End date')).toHaveAccessibleDescription(end);
    await waitFor(() => expect(title).toHaveFocus());
    // The summary's link takes the user to the end date's month.
    await user.click(within(summary).getByRole('link', { name: end }));
    expect(month('End date')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });

  it('refuses an entry over the api’s bounds before sending, naming the bound', async () => {
    const { requests, user } = readOnlyApi();
    // An entry saved before the bounds (or taken from a CV).
    renderSection(ExperienceSection, makeProfile({ experience: [job(4, { puesto: 'p'.repeat(151) })] }));
    await user.click(screen.getByRole('button', { name: `Edit ${'p'.repeat(151)}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Job title must be at most 150 characters.' })).toBeVisible();
    expect(requests.filter((r) => r.method === 'put' || r.method === 'patch')).toEqual([]);
  });

  it('edits an entry in place, sending its fields, and shows the new list', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/jobs' || request.url === '/api/countries'
        ? { data: request.url === '/api/jobs' ? reference : { countries: COUNTRY_LIST } }
        : { data: { experience: [job(1, { puesto: 'Senior accountant' })], tasks: tasks({ experience: 1 }) } },
    );
    const user = userEvent.setup();
    renderSection(ExperienceSection, makeProfile({ experience: [job(1)] }));

    expect(entries()[0]).toHaveTextContent('Mar 2019 – Jun 2021');
    await user.click(screen.getByRole('button', { name: 'Edit Accountant' }));
    const title = screen.getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Accountant');
    await user.clear(title);
    await user.type(title, 'Senior accountant');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(entries()[0]).toHaveTextContent('Senior accountant'));
    const patch = requests.find((r) => r.method === 'patch');
    expect(patch?.url).toBe('/api/candidates/experience/1');
    expect(JSON.parse(patch?.data)).toMatchObject({
      puesto: 'Senior accountant',
      f_inicio: '2019-03-01',
      f_final: '2021-06-01',
    });
    expect(notices()).toContainEqual({ type: 'success', content: 'Senior accountant saved' });
  });

  it('highlights an entry (marked and pressed) and deletes one after a confirmation', async () => {
    const first = job(1);
    const second = job(2, { puesto: 'Clerk', f_inicio: '2015-01-01', f_final: '2018-12-01' });
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/jobs') return { data: reference };
      if (request.method === 'delete')
        return { data: { experience: [{ ...second, highlighted: true }], tasks: tasks() } };
      return { data: { experience: [{ ...second, highlighted: true }, first], tasks: tasks() } };
    });
    const user = userEvent.setup();
    renderSection(ExperienceSection, makeProfile({ experience: [first, second] }));

    await user.click(screen.getByRole('button', { name: 'Highlight Clerk' }));
    await waitFor(() => expect(entries()[0]).toHaveTextContent('Highlighted'));
    expect(requests.find((r) => r.method === 'patch')?.url).toBe('/api/candidates/experience/2/highlight');
    expect(screen.getByRole('button', { name: 'Highlight Clerk' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Highlight Accountant' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Delete Accountant' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the job Accountant?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(requests.find((r) => r.method === 'delete')?.url).toBe('/api/candidates/experience/1');
    expect(notices()).toContainEqual({ type: 'success', content: 'Accountant deleted' });
    expect(screen.getByRole('button', { name: 'Add work experience' })).toHaveFocus();
  });
});
