import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { heldBack, mockHttp, servePage } from 'shared-kit/testing';
import { prepare, renderJobEditor } from '../../../server-render';
import { bodyOf, companyApi, type Replies, renderCompany } from '../../../testing/__tests__/company-api';
import { editorLists, forgetEditorLists } from '../api/get-reference-lists';
import { makeJob } from './job-fixtures';

const LISTS: Replies = {
  'GET /api/countries': () => ({
    data: {
      countries: [
        { id: 5, slug: 'Portugal', name: 'Portugal', iso2: 'PT' },
        { id: 6, slug: 'Spain', name: 'Spain', iso2: 'ES' },
      ],
    },
  }),
  'GET /api/countries/5/cities': () => ({ data: { cities: [{ id: 50, slug: 'Lisbon', name: 'Lisbon' }] } }),
  'GET /api/languages': () => ({
    data: {
      languages: [
        { id: 2, slug: 'English', name: 'English' },
        { id: 3, slug: 'Dutch', name: 'Dutch' },
      ],
    },
  }),
  'GET /api/jobs?_size=1': () => ({
    data: {
      remotes: [
        { slug: 'remote', name: 'Remote' },
        { slug: 'hybrid', name: 'Hybrid' },
      ],
    },
  }),
  'GET /api/tags': () => ({ data: { data: [{ id: 8, slug: 'customer-service', name: 'Customer service' }] } }),
};

const PUBLIC_JOB = {
  id: 11,
  url: 'dutch-speaking-support-agent-11',
  title: 'Dutch speaking support agent',
  description: 'Help our Dutch customers.\n\nA friendly team in Lisbon.',
  content_lang: 'en',
  company: { id: 40, name: 'Acme', slug: 'acme', logo: null },
  city: { id: 50, slug: 'Lisbon', name: 'Lisbon' },
  country: { id: 5, slug: 'Portugal', name: 'Portugal', continente: 1, iso2: 'PT' },
  remote: null,
  languages: [{ slug: 'Dutch', name: 'Dutch', mandatory: true, level: 3 }],
  skills: [{ slug: 'customer-service', name: 'Customer service' }],
  experience: 1,
  employment_type: 1,
  salary: null,
  salary_range: { min: 24000, max: 28000, currency: 'EUR', period: 'YEAR' },
  published_at: '2026-11-20T10:00:00Z',
  expires_at: null,
  available: false,
  extra: null,
};

beforeEach(() => {
  clearNotifications();
  forgetEditorLists();
});

describe('job editor', () => {
  it('writes a new job with a mandatory language and a skill, saves it as a draft and moves to its address', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      ...LISTS,
      'POST /api/companies/jobs': (request) => ({
        status: 201,
        data: { job: makeJob({ ...bodyOf(request), id: 11 }) },
      }),
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
    });
    renderCompany('/company/jobs/create');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Dutch speaking support agent');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Help our Dutch customers by phone.');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    await user.click(await screen.findByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Lisbon' }));

    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    const language = screen.getByRole('combobox', { name: 'Language 1' });
    await user.click(language);
    await user.click(
      within(document.getElementById(language.getAttribute('aria-controls') ?? '') as HTMLElement).getByRole('option', {
        name: 'Dutch',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level of language 1' }), '3');
    await user.click(screen.getByRole('switch', { name: 'Language 1 is mandatory' }));

    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'cust');
    await user.click(await screen.findByRole('option', { name: 'Customer service' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen skills' })).getByText('Customer service'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'From (optional)' }), '24000');
    await user.type(screen.getByRole('spinbutton', { name: 'To (optional)' }), '28000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/jobs/11/edit'));
    const sent = bodyOf(requests.find((r) => r.method === 'post' && r.url === '/api/companies/jobs'));
    expect(sent).toMatchObject({
      title: 'Dutch speaking support agent',
      content_lang: 'en',
      country_id: 5,
      city_id: 50,
      languages: [{ language_id: 3, level: 3, mandatory: true }],
      skill_ids: [8],
      salary: { min: 24000, max: 28000, currency: 'EUR', period: 'YEAR' },
      apply_url: null,
      valid_through: null,
    });
    expect(sent).toHaveProperty('remote_type', null);
    expect(sent.description).toContain('Help our Dutch customers by phone.');
    expect(getNotifications().map((n) => n.content)).toEqual(['The job is saved.']);
    // Typing every field key by key through the whole form: about 8 s on a quiet machine, three times that when
    // jest's two workers share two busy cores (docs/testing.md#unit-tests).
  }, 60_000);

  it('edits a saved job: its fields filled in, the changes sent with PATCH', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'PATCH /api/companies/jobs/11': (request) => ({ data: { job: makeJob(bodyOf(request)) } }),
    });
    renderCompany('/company/jobs/11/edit');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Dutch speaking support agent');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Language 1 is mandatory' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Dutch speaking team lead');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true));
    expect(bodyOf(requests.find((r) => r.method === 'patch'))).toMatchObject({
      title: 'Dutch speaking team lead',
      languages: [{ language_id: 3, level: 3, mandatory: true }],
      skill_ids: [8],
    });
  });

  it('publishing puts what a published job lacks on its fields, and a missing credit with a link to buy one', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'PATCH /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'POST /api/companies/jobs/11/publish': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                message: 'Invalid',
                errors: { country_id: ['Say where the job is.'], 'salary.max': ['The maximum is below the minimum.'] },
              },
            }
          : { status: 422, data: { message: 'No credit', errors: { job_credits: ['You have no job posts left.'] } } };
      },
    });
    renderCompany('/company/jobs/11/edit');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    // Every error in the summary above the form, and each under its field (docs/design-system.md#useform-and-errorsummary).
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    expect(within(summary).getByRole('link', { name: 'Say where the job is.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'The maximum is below the minimum.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(/Say where the job is\./);
    expect(screen.getAllByText('The maximum is below the minimum.')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const link = await screen.findByRole('link', { name: 'Buy job posts' });
    expect(link).toHaveAttribute('href', '/company/services/purchase?code=job_posts_1');
    expect(link.closest('[role="alert"]')).toHaveTextContent('You have no job posts left.');
  });

  it('publishes a draft and goes back to the list with a notice', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob({ valid_through: '2027-01-10' }) } }),
      'PATCH /api/companies/jobs/11': () => ({ data: { job: makeJob({ valid_through: '2027-01-10' }) } }),
      'POST /api/companies/jobs/11/publish': () => ({
        data: { job: makeJob({ status: 'published' }), balances: { job: 0, cv: 0 } },
      }),
      'GET /api/companies/jobs': () => ({
        data: {
          jobs: [],
          total: 0,
          lastPage: 1,
          currentPage: 1,
          counts: { draft: 0, published: 1, paused: 0, closed: 0, expired: 0 },
        },
      }),
    });
    renderCompany('/company/jobs/11/edit');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/jobs$/));
    expect(bodyOf(requests.find((r) => r.url === '/api/companies/jobs/11/publish'))).toEqual({
      valid_through: '2027-01-10',
    });
    expect(getNotifications().map((n) => n.content)).toEqual(['The job is published.']);
  });

  it('a job closed by moderation shows why and the job as written, with nothing to save or publish', async () => {
    const moderation = {
      category: 'duplicate' as const,
      reason: 'The same job is posted twice: keep the one from Monday.',
      at: '2026-11-22T09:30:00Z',
    };
    companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob({ status: 'moderated', moderation }) } }),
      'GET /api/companies/jobs/11/preview': () => ({ data: { job: PUBLIC_JOB } }),
    });
    renderCompany('/company/jobs/11/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Job closed by moderation' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(within(note).getByText('Closed by our moderation team on 22 Nov 2026: Duplicate')).toBeInTheDocument();
    expect(within(note).getByText(moderation.reason)).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/eulangjobs/contact');
    expect(await screen.findByRole('heading', { level: 3, name: 'Dutch speaking support agent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Publish|Preview/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job title' })).not.toBeInTheDocument();
  });

  it('previews the job as its public page shows it', async () => {
    const user = userEvent.setup();
    companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'PATCH /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
      'GET /api/companies/jobs/11/preview': () => ({
        data: {
          job: PUBLIC_JOB,
        },
      }),
    });
    renderCompany('/company/jobs/11/edit');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Dutch speaking support agent' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(dialog).getByText('€24,000–28,000 a year')).toBeInTheDocument();
    expect(within(dialog).getByText('Mandatory')).toBeInTheDocument();
    expect(within(dialog).getByText('A friendly team in Lisbon.')).toBeInTheDocument();
  });

  it('a new job previewed before it was saved becomes a draft at its own address, with the preview still open', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      ...LISTS,
      'POST /api/companies/jobs': () => ({ status: 201, data: { job: makeJob({ id: 12, title: 'Support agent' }) } }),
      'GET /api/companies/jobs/12/preview': () => ({ data: { job: PUBLIC_JOB } }),
    });
    renderCompany('/company/jobs/create');
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Support agent');
    // The api refuses a description under 30 characters, so the form does before sending.
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Help our Dutch customers by phone.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/jobs/12/edit'));
    expect(dialog).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit the job' })).toBeInTheDocument();
    // The draft was created once and not loaded again.
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(1);
    expect(requests.some((r) => r.url === '/api/companies/jobs/12')).toBe(false);
  });
  it('checks the contract bounds before sending: every error at once, in the summary and under its field, nothing sent', async () => {
    const user = userEvent.setup();
    // An older job whose application address is longer than the contract now allows.
    const { requests } = companyApi({
      ...LISTS,
      'GET /api/companies/jobs/11': () => ({
        data: { job: makeJob({ apply_url: `https://example.com/${'a'.repeat(2000)}` }) },
      }),
      'PATCH /api/companies/jobs/11': () => ({ data: { job: makeJob() } }),
    });
    renderCompany('/company/jobs/11/edit');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    const required = 'Job title is required.';
    const tooLong = 'External application address must be at most 2000 characters.';
    expect(within(summary).getByRole('link', { name: required })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: tooLong })).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(required);
    expect(screen.getByRole('textbox', { name: /^External application address/ })).toHaveAccessibleDescription(
      new RegExp(`^${tooLong}`),
    );
    expect(title).toHaveFocus();
    expect(requests.some((r) => r.method === 'patch')).toBe(false);

    // Fixing both sends the job.
    await user.type(title, 'Dutch speaking team lead');
    const url = screen.getByRole('textbox', { name: /^External application address/ });
    await user.clear(url);
    await user.type(url, 'https://example.com/apply');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true));
    expect(bodyOf(requests.find((r) => r.method === 'patch'))).toMatchObject({
      title: 'Dutch speaking team lead',
      apply_url: 'https://example.com/apply',
    });
  });
});

describe('job editor in the first HTML', () => {
  it("shows the api's empty form while the lists it carries are taken, never a skeleton, then its own", async () => {
    await prepare();
    const path = '/company/jobs/create';
    const reply = (key: string) => (LISTS[key] as () => { data: never })().data;
    const lists = editorLists(reply('GET /api/countries'), reply('GET /api/languages'), reply('GET /api/jobs?_size=1'));
    const markup = renderJobEditor({ lists, path, locale: 'en' });
    // The page's Content-Security-Policy refuses inline styles: the form has none.
    expect(markup).not.toMatch(/ style="/);
    const leave = servePage(path, markup);
    const answer = heldBack();
    mockHttp(async (request) => {
      if (request.url === '/api/companies/balances') return { data: { balances: { job: 1, cv: 0 }, minisite: false } };
      await answer.released;
      const key = `GET ${request.url}`;
      return LISTS[key] ? LISTS[key](request) : { status: 404, data: {} };
    });
    try {
      const { container } = renderCompany(path);
      const served = await within(container).findByRole('heading', { level: 1, name: 'Post a job' });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      expect(container.querySelectorAll('#company-editor-heading')).toHaveLength(1);
      expect(container.querySelector('.sk-skeleton[style*="height: 480px"]')).toBeNull();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('textbox', { name: 'Job title' })).toBeEnabled();
    } finally {
      leave();
    }
  });
});
