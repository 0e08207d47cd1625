import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CvProposals } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { WelcomeReview } from '../welcome-review';

const tasks = { languages: 1 };

/** What the api answers for a CV with a name, contact details, two languages, two jobs and skills. */
function proposals(changes: Partial<CvProposals> = {}): CvProposals {
  return {
    text_found: true,
    message: null,
    name: { current: { nombre: 'Lena', apellidos: 'Novak' }, proposed: { nombre: 'Lena', apellidos: 'Müller' } },
    email: { current: 'lena@example.com', proposed: 'lena.mueller@example.de' },
    phone: { current: null, proposed: '+491712345678' },
    location: { current: null, proposed: 'Berlin, Deutschland' },
    languages: {
      current: [{ id: 2, name: 'English', slug: 'English', level: 3 }],
      proposed: [
        { language: { id: 1, name: 'German', slug: 'German' }, level: 4 },
        { language: { id: 2, name: 'English', slug: 'English' }, level: 3 },
        { language: { id: 3, name: 'French', slug: 'French' }, level: 1 },
      ],
    },
    experience: {
      current: [],
      proposed: [
        { puesto: 'Senior Backend-Entwicklerin', empresa: 'Zalando', f_inicio: '2019-03-01', f_final: null },
        { puesto: 'Softwareentwicklerin', empresa: null, f_inicio: '2015-09-01', f_final: '2019-02-01' },
      ],
    },
    education: { current: [], proposed: [] },
    skills: { current: [], proposed: ['TypeScript'] },
    ...changes,
  };
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

function renderReview(given = proposals()) {
  const onAccepted = jest.fn();
  renderWithProviders(<WelcomeReview proposals={given} onAccepted={onAccepted} />, { session: 'candidate' });
  return { onAccepted };
}

describe('the review of what a CV proposes', () => {
  it('shows each proposal next to what the profile holds, and what is already there without buttons', () => {
    renderReview();

    // A new review takes focus.
    expect(screen.getByRole('heading', { level: 3, name: 'What your CV says' })).toHaveFocus();
    // The name typed at registration is shown, and stays unless accepted.
    const name = rowOf('Lena Müller');
    expect(name).toHaveTextContent('In your profile now: Lena Novak');
    expect(within(name).getByRole('button', { name: 'Accept Name: Lena Müller' })).toBeInTheDocument();
    expect(rowOf('+491712345678')).toHaveTextContent('In your profile now: nothing yet');
    expect(rowOf('German: Mother tongue')).not.toHaveTextContent('In your profile now');

    const english = rowOf('English: Advanced');
    expect(english).toHaveTextContent('Already in your profile');
    expect(within(english).queryByRole('button')).not.toBeInTheDocument();

    expect(rowOf('Senior Backend-Entwicklerin · Zalando · 03/2019 – today')).toBeInTheDocument();
    expect(rowOf('Softwareentwicklerin · 09/2015 – 02/2019')).toBeInTheDocument();
  });

  it('offers the email only as a link to the account settings, since changing it needs the password', () => {
    renderReview();
    const email = rowOf('lena.mueller@example.de');
    expect(email).toHaveTextContent('Changing your email needs your password');
    expect(within(email).getByRole('link', { name: 'Change your email in account settings' })).toHaveAttribute(
      'href',
      '/account/account-settings',
    );
    expect(within(email).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('accepts one proposal through its own call, marks it and hands the change up', async () => {
    const { requests } = mockHttp(() => ({ data: { languages: [], tasks } }));
    const { onAccepted } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Accept Languages: German: Mother tongue' }));

    const row = rowOf('German: Mother tongue');
    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.data)])).toEqual([
      ['post', '/api/candidates/languages', { language: 1, level: 4 }],
    ]);
    expect(onAccepted).toHaveBeenCalledTimes(1);
    // Focus moves to what replaced the buttons, and the outcome is announced.
    expect(row.querySelector('.candidate-welcome-review__status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your profile: Languages, German: Mother tongue');
    // The others are untouched.
    expect(screen.getByRole('button', { name: 'Accept Name: Lena Müller' })).toBeInTheDocument();
  });

  it('rejects one proposal without any call, and Undo brings its buttons back', async () => {
    const { requests } = mockHttp(() => ({ data: {} }));
    const { onAccepted } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject Location: Berlin, Deutschland' }));
    const row = rowOf('Berlin, Deutschland');
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(onAccepted).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Undo rejecting Location: Berlin, Deutschland' }));
    expect(within(row).getByRole('button', { name: 'Accept Location: Berlin, Deutschland' })).toHaveFocus();
  });

  it('accepts all, one call after another, leaving the rejected, the email and what is already there', async () => {
    const { requests } = mockHttp((config) => {
      if (config.url === '/api/candidates/experience')
        return { data: { message: 'Work experience info added successfully!', experience: [], tasks } };
      return { data: { tasks } };
    });
    const { onAccepted } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject Skills: TypeScript' }));
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 proposals saved, none failed'));
    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.data)])).toEqual([
      // Only the surname differs: the first name is not sent again.
      ['patch', '/api/candidates/field', { field: 'apellidos', value: 'Müller' }],
      ['post', '/api/candidates/phone-fields', { phoneNumber: '+491712345678' }],
      ['patch', '/api/candidates/field', { field: 'poblacion', value: 'Berlin, Deutschland' }],
      ['post', '/api/candidates/languages', { language: 1, level: 4 }],
      ['post', '/api/candidates/languages', { language: 3, level: 1 }],
      [
        'post',
        '/api/candidates/experience',
        { puesto: 'Senior Backend-Entwicklerin', empresa: 'Zalando', f_inicio: '2019-03-01', f_final: null },
      ],
      // The CV gave no company: the api says so (next test).
      [
        'post',
        '/api/candidates/experience',
        { puesto: 'Softwareentwicklerin', f_inicio: '2015-09-01', f_final: '2019-02-01' },
      ],
    ]);
    expect(screen.getAllByText('Accepted')).toHaveLength(7);
    expect(within(rowOf('TypeScript')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'What your CV says' })).toHaveFocus();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    // SPEC's notice, as the server wrote it (the same text twice is one notice with a count).
    expect(getNotifications().map((n) => n.content)).toEqual(['Work experience info added successfully!']);
  });

  it("shows a refused proposal's server message on that proposal and saves the others", async () => {
    mockHttp((config) => {
      if (config.url === '/api/candidates/experience' && JSON.parse(config.data).puesto === 'Softwareentwicklerin')
        return {
          status: 422,
          data: { message: 'The empresa field is required.', errors: { empresa: ['The empresa field is required.'] } },
        };
      if (config.url === '/api/candidates/languages' && JSON.parse(config.data).level === 4)
        return {
          status: 422,
          data: {
            message: 'You can only add 3 languages as mother tongue',
            errors: { level: ['You can only add 3 languages as mother tongue'] },
          },
        };
      return { data: { tasks } };
    });
    const { onAccepted } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 proposals saved, 2 failed'));
    const job = rowOf('Softwareentwicklerin · 09/2015 – 02/2019');
    expect(job).toHaveTextContent('The empresa field is required.');
    expect(within(job).getByRole('button', { name: /^Accept Work experience/ })).toBeEnabled();
    expect(rowOf('German: Mother tongue')).toHaveTextContent('You can only add 3 languages as mother tongue');
    expect(within(rowOf('French: Basic')).getByText('Accepted')).toBeInTheDocument();
    expect(within(rowOf('TypeScript')).getByText('Accepted')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('changes the level of a language the candidate has at another level, rather than adding it twice', async () => {
    const { requests } = mockHttp(() => ({ data: { languages: [], tasks } }));
    renderReview(
      proposals({
        languages: {
          current: [{ id: 2, name: 'English', slug: 'English', level: 2 }],
          proposed: [{ language: { id: 2, name: 'English', slug: 'English' }, level: 3 }],
        },
      }),
    );
    const user = userEvent.setup();
    expect(rowOf('English: Advanced')).toHaveTextContent('In your profile now: English: Intermediate');
    await user.click(screen.getByRole('button', { name: 'Accept Languages: English: Advanced' }));
    await within(rowOf('English: Advanced')).findByText('Accepted');
    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.data)])).toEqual([
      ['patch', '/api/candidates/languages/English', { level: 3 }],
    ]);
    // The old level is no longer what the profile holds.
    expect(rowOf('English: Advanced')).not.toHaveTextContent('In your profile now');
  });

  it("shows the server's message when no text was found in the CV", () => {
    renderReview(
      proposals({
        text_found: false,
        message: 'No text was found in this CV (it may be empty, encrypted or a scan).',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('No text was found in this CV');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
