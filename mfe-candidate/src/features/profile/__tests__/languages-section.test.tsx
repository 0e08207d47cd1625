import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { mockHttp } from 'shared-kit/testing';
import { LanguagesSection } from '../../../profile-sections/languages-section';
import { makeProfile, reference, renderSection, tasks } from './records-fixtures';

const MOTHER_TONGUE_LIMIT = 'You can only add 3 languages as mother tongue';
const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const spanish = { id: 3, name: 'Spanish', slug: 'Spanish', level: 4 };
const german = { id: 2, name: 'German', slug: 'German', level: 2 };
const rows = () => within(screen.getByRole('list', { name: 'Your languages' })).getAllByRole('listitem');

describe('LanguagesSection', () => {
  it('invites the first language on an empty profile and adds it with its level', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/jobs'
        ? { data: reference }
        : { data: { languages: [spanish], tasks: tasks({ languages: 1 }) } },
    );
    const user = userEvent.setup();
    const { latest } = renderSection(LanguagesSection, makeProfile());

    expect(screen.getByRole('heading', { level: 3, name: 'No languages yet' })).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.type(field, 'spa');
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    await user.click(screen.getByRole('radio', { name: 'Mother tongue' }));
    await user.click(screen.getByRole('button', { name: 'Add language' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    const post = requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('/api/candidates/languages');
    expect(JSON.parse(post?.data)).toEqual({ language: 'Spanish', level: 4 });
    expect(within(rows()[0]).getByText('Spanish')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('combobox', { name: 'Level of Spanish' })).toHaveValue('4');
    expect(latest().user.candidate.languages).toEqual([spanish]);
    expect(latest().tasks.languages).toBe(1);
    // Focus goes back to the language field, ready for the next one; the form is empty again.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    expect(notices()).toContainEqual({ type: 'success', content: 'Spanish added' });
  });

  it('offers only the languages the candidate does not have, with the CEFR levels', async () => {
    mockHttp(() => ({ data: reference }));
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile({ languages: [spanish, german] }));

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = await within(screen.getByRole('listbox', { name: 'Language' })).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'French', 'Dutch']);
    const levels = within(screen.getByRole('group', { name: 'Level' })).getAllByRole('radio');
    expect(levels.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Basic (A1-A2)',
      'Intermediate (B1-B2)',
      'Advanced (C1-C2)',
      'Mother tongue',
    ]);
  });

  it('asks for a language and a level before sending', async () => {
    const { requests } = mockHttp(() => ({ data: reference }));
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile());

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription(
      'Choose a language from the list.',
    );
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });

  it('names both missing choices at once, in the summary and at each field, the focus on the first', async () => {
    const { requests } = mockHttp(() => ({ data: reference }));
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile());

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    expect(within(summary).getByRole('link', { name: 'Choose a language from the list.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose your level.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Level' })).toHaveAccessibleDescription('Choose your level.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus());
    // The summary's link takes the keyboard to the level.
    await user.click(within(summary).getByRole('link', { name: 'Choose your level.' }));
    expect(screen.getByRole('radio', { name: 'Basic (A1-A2)' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });

  it("shows the api's refusal of a fourth mother tongue on the level, as the api words it", async () => {
    mockHttp((request) =>
      request.url === '/api/jobs'
        ? { data: reference }
        : { status: 422, data: { message: MOTHER_TONGUE_LIMIT, errors: { level: [MOTHER_TONGUE_LIMIT] } } },
    );
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile({ languages: [spanish] }));

    await user.type(screen.getByRole('combobox', { name: 'Language' }), 'Dut');
    await user.click(await screen.findByRole('option', { name: 'Dutch' }));
    await user.click(screen.getByRole('radio', { name: 'Mother tongue' }));
    await user.click(screen.getByRole('button', { name: 'Add language' }));

    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Level' })).toHaveAccessibleDescription(MOTHER_TONGUE_LIMIT),
    );
    expect(rows()).toHaveLength(1);
  });

  it('changes a level in place, and shows the limit on that row when the api refuses it', async () => {
    let refuse = false;
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/jobs') return { data: reference };
      if (refuse)
        return { status: 422, data: { message: MOTHER_TONGUE_LIMIT, errors: { level: [MOTHER_TONGUE_LIMIT] } } };
      return { data: { languages: [spanish, { ...german, level: 3 }], tasks: tasks({ languages: 1 }) } };
    });
    const user = userEvent.setup();
    const { latest } = renderSection(LanguagesSection, makeProfile({ languages: [spanish, german] }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level of German' }), '3');
    await waitFor(() => expect(latest().user.candidate.languages[1]?.level).toBe(3));
    const patch = requests.find((r) => r.method === 'patch');
    expect(patch?.url).toBe('/api/candidates/languages/German');
    expect(JSON.parse(patch?.data)).toEqual({ level: 3 });
    expect(screen.getByRole('combobox', { name: 'Level of German' })).toHaveValue('3');

    refuse = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level of German' }), '4');
    const select = screen.getByRole('combobox', { name: 'Level of German' });
    await waitFor(() => expect(select).toHaveAccessibleDescription(MOTHER_TONGUE_LIMIT));
    // Refused: the level shown is still the saved one.
    expect(select).toHaveValue('3');
  });

  it('removes a language after a confirmation', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/jobs' ? { data: reference } : { data: { languages: [spanish], tasks: tasks() } },
    );
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile({ languages: [spanish, german] }));

    await user.click(screen.getByRole('button', { name: 'Remove German' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove German?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(requests.find((r) => r.method === 'delete')?.url).toBe('/api/candidates/languages/German');
    expect(notices()).toContainEqual({ type: 'success', content: 'German removed' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
  });

  it("shows SPEC's language message when a change fails without the api saying why", async () => {
    mockHttp((request) => (request.url === '/api/jobs' ? { data: reference } : { status: 500, data: {} }));
    const user = userEvent.setup();
    renderSection(LanguagesSection, makeProfile({ languages: [german] }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level of German' }), '1');
    expect(
      await screen.findByText('An error occurred while add/remove/uploading the language. Please try again later.'),
    ).toBeInTheDocument();
  });
});
