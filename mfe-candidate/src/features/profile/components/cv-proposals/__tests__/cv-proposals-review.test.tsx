import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CvProposal } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { type FakeReply, type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { makeProfile } from '../../../../../testing/profile';
import { CvProposalsReview } from '../cv-proposals-review';

const CV = 7;
const DECISIONS = `/api/candidates/mycv/${CV}/proposals`;

/**
 * A language the CV names, at `level`, beside the level the profile holds for it (`current`, null when it has none):
 * the proposal is the same when the levels are.
 */
function languageItem(
  id: number,
  position: number,
  language: { id: number; name: string },
  level: number,
  current: number | null,
): CvProposal {
  const named = { ...language, slug: language.name };
  return {
    id,
    field: 'languages',
    position,
    proposed: { language: named, level },
    current: current === null ? null : { ...named, level: current },
    same: current === level,
  };
}

/** What the api keeps for a CV with a name, contact details, three languages, two jobs and a skill. */
const ITEMS: CvProposal[] = [
  {
    id: 1,
    field: 'name',
    position: 0,
    proposed: { nombre: 'Lena', apellidos: 'Müller' },
    current: { nombre: 'Lena', apellidos: 'Novak' },
    same: false,
  },
  { id: 2, field: 'email', position: 0, proposed: 'lena.mueller@example.de', current: 'lena@example.com', same: false },
  { id: 3, field: 'phone', position: 0, proposed: '+491712345678', current: null, same: false },
  { id: 4, field: 'location', position: 0, proposed: 'Berlin, Deutschland', current: null, same: false },
  languageItem(5, 0, { id: 1, name: 'German' }, 4, null),
  languageItem(6, 1, { id: 2, name: 'English' }, 3, 3),
  languageItem(7, 2, { id: 3, name: 'French' }, 1, 2),
  {
    id: 8,
    field: 'experience',
    position: 0,
    proposed: { puesto: 'Senior Backend-Entwicklerin', empresa: 'Zalando', f_inicio: '2019-03-01', f_final: null },
    current: null,
    same: false,
  },
  {
    id: 9,
    field: 'experience',
    position: 1,
    proposed: { puesto: 'Softwareentwicklerin', empresa: null, f_inicio: '2015-09-01', f_final: '2019-02-01' },
    current: null,
    same: false,
  },
  { id: 10, field: 'skills', position: 0, proposed: 'TypeScript', current: null, same: false, new: false },
];

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};
const sent = (request: FakeRequest) => [request.method, request.url, JSON.parse(request.data)];
const saved = (count: number): FakeReply => ({
  data: { message: `${count} proposals saved to your profile.`, profile: makeProfile({ nombre: 'Lena' }) },
});

function renderReview(props: Partial<Parameters<typeof CvProposalsReview>[0]> = {}) {
  const onDecided = jest.fn();
  renderWithProviders(<CvProposalsReview cvId={CV} items={ITEMS} focusOnShow onDecided={onDecided} {...props} />, {
    session: 'candidate',
  });
  return { onDecided };
}

describe('the review of what a CV proposes', () => {
  it('shows each proposal next to what the profile holds, and what is already there without buttons', () => {
    renderReview();

    // A review that just arrived takes focus.
    expect(screen.getByRole('heading', { level: 3, name: 'What your CV says' })).toHaveFocus();
    const name = rowOf('Lena Müller');
    expect(name).toHaveTextContent('In your profile now: Lena Novak');
    expect(within(name).getByRole('button', { name: 'Accept Name: Lena Müller' })).toBeInTheDocument();
    expect(rowOf('+491712345678')).toHaveTextContent('In your profile now: nothing yet');
    expect(rowOf('German: Mother tongue')).not.toHaveTextContent('In your profile now');
    expect(rowOf('French: Basic')).toHaveTextContent('In your profile now: French: Intermediate');

    const english = rowOf('English: Advanced');
    expect(english).toHaveTextContent('Already in your profile');
    expect(within(english).queryByRole('button')).not.toBeInTheDocument();

    expect(rowOf('Senior Backend-Entwicklerin · Zalando · 03/2019 – today')).toBeInTheDocument();
    expect(rowOf('Softwareentwicklerin · 09/2015 – 02/2019')).toBeInTheDocument();
  });

  it('on the profile page names the CV in a level-2 heading, and does not take focus', () => {
    renderReview({ cvName: 'lebenslauf.pdf', headingLevel: 2, focusOnShow: false });
    const heading = screen.getByRole('heading', { level: 2, name: 'What lebenslauf.pdf says' });
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('region', { name: 'What lebenslauf.pdf says' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Languages' })).toBeInTheDocument();
  });

  it('offers the email only as a link to the account settings, and lets it be dismissed', () => {
    renderReview();
    const email = rowOf('lena.mueller@example.de');
    expect(email).toHaveTextContent('Changing your email needs your password');
    expect(within(email).getByRole('link', { name: 'Change your email in account settings' })).toHaveAttribute(
      'href',
      '/account/account-settings',
    );
    expect(within(email).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(within(email).getByRole('button', { name: 'Reject Email: lena.mueller@example.de' })).toBeInTheDocument();
  });

  it('accepts one proposal with the decisions call, marks it and hands the new profile up', async () => {
    const { requests } = mockHttp(() => saved(1));
    const { onDecided } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Accept Languages: German: Mother tongue' }));

    const row = rowOf('German: Mother tongue');
    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.map(sent)).toEqual([['post', DECISIONS, { accept: [5] }]]);
    expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ id: 11 }) }));
    // Focus moves to what replaced the buttons, and the outcome is announced.
    expect(row.querySelector('.candidate-cv-review__status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your profile: Languages, German: Mother tongue');
    expect(screen.getByRole('button', { name: 'Accept Name: Lena Müller' })).toBeInTheDocument();
  });

  it('rejects one proposal through the api, which keeps the decision; Undo reopens it', async () => {
    const { requests } = mockHttp(() => ({ data: { message: 'done', profile: makeProfile() } }));
    const { onDecided } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject Location: Berlin, Deutschland' }));
    const row = rowOf('Berlin, Deutschland');
    expect(await within(row).findByText('Rejected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(onDecided).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Undo rejecting Location: Berlin, Deutschland' }));
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Accept Location: Berlin, Deutschland' })).toHaveFocus(),
    );
    expect(requests.map(sent)).toEqual([
      ['post', DECISIONS, { reject: [4] }],
      ['post', DECISIONS, { reopen: [4] }],
    ]);
  });

  it('accepts all in one request, leaving the rejected, the email and what is already there', async () => {
    const { requests } = mockHttp((request) => (JSON.parse(request.data).accept ? saved(7) : saved(0)));
    const { onDecided } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject Skills: TypeScript' }));
    await within(rowOf('TypeScript')).findByText('Rejected');
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 proposals saved, none failed'));
    expect(requests.map(sent)).toEqual([
      ['post', DECISIONS, { reject: [10] }],
      ['post', DECISIONS, { accept: [1, 3, 4, 5, 7, 8, 9] }],
    ]);
    expect(screen.getAllByText('Accepted')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'What your CV says' })).toHaveFocus();
    expect(onDecided).toHaveBeenCalledTimes(1);
    // The server's notice, once.
    expect(getNotifications().map((n) => n.content)).toEqual(['7 proposals saved to your profile.']);
  });

  it('shows each refused row’s reason on it, and saves the others with a second request', async () => {
    const { requests } = mockHttp((request) => {
      const { accept } = JSON.parse(request.data) as { accept: number[] };
      if (accept.includes(9))
        return {
          status: 422,
          data: {
            message: 'Your CV names no company for this job. Correct the entry to add it. (and 1 more error)',
            errors: {
              'experience.1.empresa': ['Your CV names no company for this job. Correct the entry to add it.'],
              'languages.0.level': ['You can only add 3 languages as mother tongue'],
            },
          },
        };
      return saved(accept.length);
    });
    const { onDecided } = renderReview();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 proposals saved, 2 failed'));
    expect(requests.map((request) => JSON.parse(request.data).accept)).toEqual([
      [1, 3, 4, 5, 7, 8, 9, 10],
      [1, 3, 4, 7, 8, 10],
    ]);
    const job = rowOf('Softwareentwicklerin · 09/2015 – 02/2019');
    expect(job).toHaveTextContent('Your CV names no company for this job.');
    expect(within(job).getByRole('button', { name: /^Accept Work experience/ })).toBeEnabled();
    expect(rowOf('German: Mother tongue')).toHaveTextContent('You can only add 3 languages as mother tongue');
    expect(within(rowOf('French: Basic')).getByText('Accepted')).toBeInTheDocument();
    expect(within(rowOf('TypeScript')).getByText('Accepted')).toBeInTheDocument();
    expect(onDecided).toHaveBeenCalledTimes(1);
  });

  it('when the api fails without naming a row, every row keeps its own Accept to try again', async () => {
    mockHttp(() => ({ status: 500, data: { message: 'Server error' } }));
    const { onDecided } = renderReview();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 proposals saved, 8 failed'));
    expect(within(rowOf('Lena Müller')).getByRole('button', { name: 'Accept Name: Lena Müller' })).toBeEnabled();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it("shows the server's message when no text was found in the CV", () => {
    renderReview({
      items: [],
      textFound: false,
      message: 'No text was found in this CV (it may be empty, encrypted or a scan).',
    });
    expect(screen.getByRole('status')).toHaveTextContent('No text was found in this CV');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
