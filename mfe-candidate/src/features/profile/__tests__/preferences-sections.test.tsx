import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { forgetCountries } from '../../../profile-sections/api/get-countries';
import { LetterSection } from '../components/sections/letter-section';
import { PreferencesSection } from '../components/sections/preferences-section';
import { SectorsSection } from '../components/sections/sectors-section';
import type { ProfileSectionProps } from '../../../profile-sections/profile-state';
import { makeProfile } from '../../../testing/profile';

const user = makeUser({ id: 11, email: 'ana@example.com' });

type CandidateChanges = Partial<CandidateProfileResponse['user']['candidate']>;

/** Ana, whose name and country are filled in, with `changes` to her candidate profile. */
const profileWith = (changes: CandidateChanges = {}): CandidateProfileResponse =>
  makeProfile(
    { email: user.email, nombre: user.nombre, apellidos: user.apellidos, candidate: changes },
    {
      general_information: 1,
      profileStatus: 'basic',
    },
  );

type Reply = { status?: number; data?: unknown };
/** Answers each call from `replies` by `METHOD url`; anything else is a 404, as an unknown route of the api is. */
function api(replies: Record<string, (request: FakeRequest) => Reply>) {
  return mockHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${request.url}`;
    return (
      replies[key]?.(request) ?? { status: 404, data: { message: 'Not found', toasts: [{ message: 'Not found' }] } }
    );
  });
}
const body = (request: FakeRequest) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const sent = (requests: FakeRequest[], url: string) => requests.filter((r) => r.url === url).map(body);

/** A section on its own, holding the profile the way the page does (replaced by each save). */
function renderSection(Section: (props: ProfileSectionProps) => React.ReactNode, profile: CandidateProfileResponse) {
  function Page() {
    const [current, setCurrent] = useState(profile);
    return <Section profile={current} onChange={setCurrent} />;
  }
  return renderWithProviders(<Page />, { route: '/account/my-profile', session: { user, token: 'candidate-token' } });
}

const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: 'The given data was invalid.', errors },
});
const notices = () => getNotifications().map((n) => [n.type, n.content]);

beforeEach(() => {
  clearNotifications();
  forgetCountries();
});

describe('presentation letter', () => {
  it('writes a letter, saves it, and shows the markup the server kept', async () => {
    const { requests } = api({
      'PATCH /api/candidates/preferences': (request) => ({
        data: profileWith({
          presentation_letter: 'Hello team',
          // What the server answers is what is shown: its sanitised markup, not what was sent.
          presentation_letter_html: `${body(request).presentation_letter}<ul><li>Kept</li></ul>`,
        }),
      }),
    });
    renderSection(LetterSection, profileWith());
    expect(screen.getByRole('heading', { level: 2, name: 'Presentation letter' })).toBeInTheDocument();
    // Nothing written yet: the editor is open at once.
    const editor = screen.getByRole('textbox', { name: 'Your letter' });
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('0 of 5,000 characters used'));
    await userEvent.click(editor);
    await userEvent.keyboard('Hello team');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notices()).toEqual([['success', 'Presentation letter saved']]));
    expect(sent(requests, '/api/candidates/preferences')).toEqual([{ presentation_letter: 'Hello team' }]);
    const section = document.getElementById('presentation-letter') as HTMLElement;
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByText('Hello team')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('Kept');
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('opens on the saved letter, and puts a 422 on the editor', async () => {
    api({
      'PATCH /api/candidates/preferences': () =>
        invalid({ presentation_letter: ['The presentation letter field must not be greater than 5000 characters.'] }),
    });
    renderSection(
      LetterSection,
      profileWith({ presentation_letter_html: '<p>Dear <strong>team</strong></p>', presentation_letter: 'Dear team' }),
    );
    const section = document.getElementById('presentation-letter') as HTMLElement;
    expect(within(section).getByText('team').tagName).toBe('STRONG');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Your letter' });
    expect(editor.innerHTML).toBe('<p>Dear <strong>team</strong></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription(
      expect.stringContaining('The presentation letter field must not be greater than 5000 characters.'),
    );
    expect(notices()).toEqual([]);
  });

  it('refuses a letter over the api’s bound of text before sending, in the summary and at the editor', async () => {
    const { requests } = api({});
    const long = 'a'.repeat(5001);
    // A letter saved before the bound (or pasted past the counter): the form counts its text as the api does.
    renderSection(
      LetterSection,
      profileWith({ presentation_letter_html: `<p>${long}</p>`, presentation_letter: long }),
    );
    const section = document.getElementById('presentation-letter') as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    const error = 'Your letter must be at most 5,000 characters of text.';
    expect(summary).toHaveTextContent('There is 1 problem with this form:');
    expect(within(summary).getByRole('link', { name: error })).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Your letter' });
    expect(editor).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(editor).toHaveFocus();
    expect(requests.some((request) => request.method === 'patch')).toBe(false);
  });
});

const SECTORS = {
  sectors: [
    { id: 2, slug: 'customer-service', name: 'Customer Service' },
    { id: 5, slug: 'finance', name: 'Finance' },
    { id: 7, slug: 'logistics', name: 'Logistics' },
    { id: 99, slug: 'space-travel', name: 'Space Travel' },
  ],
};

describe('sectors', () => {
  it('picks sectors named from the catalogue (the api name when it has none) and saves them', async () => {
    const { requests } = api({
      'GET /api/sectors': () => ({ data: SECTORS }),
      'PATCH /api/candidates/interests': (request) => ({ data: profileWith({ categories: body(request).sectors }) }),
    });
    renderSection(SectorsSection, profileWith());
    const input = await screen.findByRole('combobox', { name: 'Sectors you want to work in' });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose up to 20.'));
    await userEvent.click(input);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Customer service',
      'Finance',
      'Logistics',
      'Space Travel',
    ]);
    await userEvent.type(input, 'fin{Enter}');
    await userEvent.type(input, 'space{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notices()).toEqual([['success', 'Sectors saved']]));
    expect(sent(requests, '/api/candidates/interests')).toEqual([{ sectors: [5, 99] }]);
    const chosen = screen.getByRole('list', { name: 'Sectors chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Finance', 'Space Travel']);
  });

  it("shows the server's 422 on the field, and a retry when the list cannot load", async () => {
    let fail = true;
    api({
      'GET /api/sectors': () => (fail ? { status: 500, data: {} } : { data: SECTORS }),
      'PATCH /api/candidates/interests': () => invalid({ sectors: ['The selected sectors is invalid.'] }),
    });
    renderSection(SectorsSection, profileWith({ categories: [7] }));
    expect(await screen.findByText('1 sector chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The list of sectors could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const input = await screen.findByRole('combobox', { name: 'Sectors you want to work in' });
    expect(screen.getByRole('button', { name: 'Remove Logistics' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('The selected sectors is invalid.')),
    );
    // The 422 is listed in the summary too, and the focus is on the chooser.
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'The selected sectors is invalid.' }),
    ).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('refuses more sectors than the api takes before sending, naming the bound', async () => {
    const { requests } = api({ 'GET /api/sectors': () => ({ data: SECTORS }) });
    // A profile saved before the bound: 21 sectors.
    renderSection(SectorsSection, profileWith({ categories: Array.from({ length: 21 }, (_, i) => i + 100) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const input = await screen.findByRole('combobox', { name: 'Sectors you want to work in' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose at most 20 sectors.' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose at most 20 sectors.'));
    expect(sent(requests, '/api/candidates/interests')).toHaveLength(0);
  });
});

const COUNTRIES = {
  countries: [
    { id: 7, slug: 'germany', name: 'Germany', iso2: 'DE' },
    { id: 12, slug: 'spain', name: 'Spain', iso2: 'ES' },
    { id: 3, slug: 'austria', name: 'Austria', iso2: 'AT' },
  ],
};

describe('preferences', () => {
  it('sets every preference; salary_to below salary_from is answered on its field; negotiable saves', async () => {
    let attempt = 0;
    const { requests } = api({
      'GET /api/countries': () => ({ data: COUNTRIES }),
      'PATCH /api/candidates/preferences': (request) => {
        attempt += 1;
        if (attempt === 1) {
          return invalid({ salary_to: ['The salary to must be greater than or equal to the salary from.'] });
        }
        const b = body(request);
        return {
          data: profileWith({
            work_permit: b.work_permit,
            relocate: b.relocate,
            destination: b.destination,
            work_internship: b.work_internship,
            working_status: b.working_status,
            salary_from: b.salary_from,
            salary_to: b.salary_to,
            salary_negotiate: b.salary_negotiate === 1,
            f_nace: b.f_nace,
          }),
        };
      },
    });
    renderSection(PreferencesSection, profileWith());
    const permit = screen.getByRole('group', { name: 'Work permit in the EU' });
    await userEvent.click(within(permit).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am willing to relocate for a job' }));
    const destinations = await screen.findByRole('combobox', { name: 'Countries you would move to' });
    await userEvent.type(destinations, 'spa{Enter}');
    await userEvent.type(destinations, 'germ{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Working status' }),
      'Employed and looking for a change',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '40.000');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const to = screen.getByRole('textbox', { name: 'To' });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('The salary to must be greater than or equal to the salary from.'),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(sent(requests, '/api/candidates/preferences')[0]).toEqual({
      work_permit: true,
      relocate: true,
      destination: [12, 7],
      work_internship: null,
      working_status: 1,
      salary_from: 40000,
      salary_to: 30000,
      salary_negotiate: null,
      f_nace: null,
    });

    // Negotiable instead of a range: the range is disabled and not sent.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Negotiable: I would rather not give a range' }));
    expect(screen.getByRole('textbox', { name: 'From' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual([['success', 'Preferences saved']]));
    expect(sent(requests, '/api/candidates/preferences')[1]).toMatchObject({
      salary_from: null,
      salary_to: null,
      salary_negotiate: 1,
    });
    const section = document.getElementById('preferences') as HTMLElement;
    const rows = Object.fromEntries(
      within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      'Work permit in the EU': 'Yes',
      Relocation: 'Yes, to Spain, Germany',
      Internship: 'Not said',
      'Working status': 'Employed and looking for a change',
      'Yearly salary, gross, in euros': 'Negotiable',
      'Birth date': 'Not said',
    });
  });

  it("puts the age rule's 422 on the birth date", async () => {
    api({
      'GET /api/countries': () => ({ data: COUNTRIES }),
      'PATCH /api/candidates/preferences': () => invalid({ f_nace: ['You must be at least 18 years old.'] }),
    });
    renderSection(PreferencesSection, profileWith({ working_status: 3, f_nace: '1990-04-02', salary_from: 20000 }));
    const section = document.getElementById('preferences') as HTMLElement;
    expect(within(section).getByText('From €20,000 a year')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('combobox', { name: 'Working status' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const birth = screen.getByLabelText(/Birth date/);
    await waitFor(() => expect(birth).toHaveAccessibleDescription('You must be at least 18 years old.'));
  });

  it('keeps the stored destinations and says why when the countries cannot be loaded', async () => {
    const { requests } = api({
      'PATCH /api/candidates/preferences': () => ({ data: profileWith({ relocate: true, destination: [7] }) }),
    });
    renderSection(PreferencesSection, profileWith({ relocate: true, destination: [7] }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The list of countries could not be loaded, so your destinations cannot be changed now.',
    );
    expect(screen.queryByRole('combobox', { name: 'Countries you would move to' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, '/api/candidates/preferences')).toHaveLength(1));
    expect(sent(requests, '/api/candidates/preferences')[0]).not.toHaveProperty('destination');
    // The countries' 404 is not shown as a notice: the form says it itself.
    await waitFor(() => expect(notices()).toEqual([['success', 'Preferences saved']]));
  });

  it('refuses a salary that is not a whole number of euros before sending, with the error listed and focused', async () => {
    const { requests } = api({ 'GET /api/countries': () => ({ data: COUNTRIES }) });
    renderSection(PreferencesSection, profileWith());
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '40k');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter a whole number of euros.' })).toBeInTheDocument();
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveAccessibleDescription('Enter a whole number of euros.');
    expect(from).toHaveFocus();
    expect(sent(requests, '/api/candidates/preferences')).toHaveLength(0);
  });

  it('refuses a salary over the bound with the bound in the message, not as "not a whole number"', async () => {
    const { requests } = api({ 'GET /api/countries': () => ({ data: COUNTRIES }) });
    renderSection(PreferencesSection, profileWith());
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '20000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter at most 10,000,000 euros.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription('Enter at most 10,000,000 euros.');
    expect(sent(requests, '/api/candidates/preferences')).toHaveLength(0);
  });
});
