import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogPost, BlogPostInput } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { type FakeHandler, type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { categories, post } from './sample-posts';

beforeAll(() => registerCatalogue(loadEventsMessages));

// The editor types a schedule in its own zone, the browser's: here Warsaw (UTC+1 in winter, UTC+2 in summer).
beforeEach(() => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: 'Europe/Warsaw' };
  });
});
afterEach(() => jest.restoreAllMocks());

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

const bodyOf = (request: FakeRequest | undefined): BlogPostInput => JSON.parse(request?.data as string);
const admin = { user: makeUser({ type: 'admin', nombre: 'Ana', apellidos: 'García', email: 'ana@example.com' }) };

/** The api: categories, one stored post (id 42) and the handler's answers to everything else. */
function api(
  stored: AdminBlogPost | null,
  more: FakeHandler = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return mockHttp((request) => {
    if (request.url === '/api/admin/blog/categories' && request.method === 'get') return { data: { categories } };
    if (stored && request.url === `/api/admin/blog/posts/${stored.id}` && request.method === 'get')
      return { data: { post: stored } };
    return more(request);
  });
}

/** Answers a save with the post as the api would store it. */
const saveAnswer = (request: FakeRequest, over: Partial<AdminBlogPost> = {}) => {
  const input = bodyOf(request);
  const published =
    input.status === 'future' ? input.publish_at : input.status === 'publish' ? '2026-01-05T08:50:00.000Z' : null;
  return {
    status: request.method === 'post' ? 201 : 200,
    data: {
      post: post({
        title: input.title,
        slug: input.slug ?? 'made-by-the-api',
        path: `/blog/${input.slug ?? 'made-by-the-api'}`,
        language: input.language,
        category_ids: input.category_ids,
        status: input.status,
        published_at: published,
        author_name: input.author_name,
        ...over,
      }),
    },
  };
};

describe('the blog post editor', () => {
  it('creates a draft: the slug follows the title, the author is the editor, then it stays in the editor', async () => {
    const { requests } = api(null, (request) =>
      request.url === '/api/admin/blog/posts' && request.method === 'post' ? saveAnswer(request) : { status: 404 },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/new', session: admin });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'How to write a CV for Germany');
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('how-to-write-a-cv-for-germany');
    expect(slug).toHaveAccessibleDescription('The post’s address: /blog/how-to-write-a-cv-for-germany');
    expect(screen.getByRole('textbox', { name: 'Author’s name' })).toHaveValue('Ana García');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language of the post' }), 'German');
    await userEvent.click(screen.getByRole('checkbox', { name: 'CV and applications' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Article (Markdown)' }), '## Keep it short');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “How to write a CV for Germany”' }),
    ).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'post' && request.url === '/api/admin/blog/posts');
    expect(bodyOf(create)).toEqual({
      title: 'How to write a CV for Germany',
      slug: 'how-to-write-a-cv-for-germany',
      excerpt: '',
      content_markdown: '## Keep it short',
      language: 'de',
      category_ids: [2],
      featured_media_id: null,
      job_list_path: null,
      author_name: 'Ana García',
      status: 'draft',
      publish_at: null,
    });
    expect(screen.getByText('Draft', { selector: '.sk-badge' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View post' })).not.toBeInTheDocument();
    expect(getNotifications().map((notice) => notice.content)).toContain('Draft saved.');
    // The slug is the post's now: a new title no longer moves it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' in 2027');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('how-to-write-a-cv-for-germany');
  }, 20_000);

  it('publishes a draft, then offers the post and calls the next save an update', async () => {
    const { requests } = api(post({ job_list_path: null }), (request) =>
      request.url === '/api/admin/blog/posts/42' && request.method === 'put' ? saveAnswer(request) : { status: 404 },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Publish now' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Job list/ }), '/jobs-in-netherlands-for-dutch-speakers');
    expect(
      screen.getByRole('link', { name: 'Open /jobs-in-netherlands-for-dutch-speakers in a new tab' }),
    ).toHaveAttribute('href', '/jobs-in-netherlands-for-dutch-speakers');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      '/blog/how-to-write-a-cv-for-germany',
    );
    const put = requests.find((request) => request.method === 'put');
    expect(bodyOf(put)).toMatchObject({
      status: 'publish',
      publish_at: null,
      job_list_path: '/jobs-in-netherlands-for-dutch-speakers',
    });
    expect(screen.getByText('Published 5 Jan 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('schedules a post: the local time of the editor’s zone goes out as UTC', async () => {
    const { requests } = api(post(), (request) =>
      request.url === '/api/admin/blog/posts/42' && request.method === 'put' ? saveAnswer(request) : { status: 404 },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Schedule' }));
    const at = screen.getByLabelText('Publish on');
    expect(at).toHaveAccessibleDescription('Date and time in your time zone (Europe/Warsaw).');
    await userEvent.type(at, '2030-07-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(/^Scheduled for .*1 Jul 2030/)).toBeInTheDocument();
    expect(bodyOf(requests.find((request) => request.method === 'put'))).toMatchObject({
      status: 'future',
      publish_at: '2030-07-01T07:30:00.000Z',
    });
    // Back from the api, the schedule reads in the editor's zone again.
    expect(screen.getByLabelText('Publish on')).toHaveValue('2030-07-01T09:30');
  });

  it('refuses a schedule in the past before sending', async () => {
    const { requests } = api(post());
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Schedule' }));
    await userEvent.type(screen.getByLabelText('Publish on'), '2020-01-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a time in the future.'),
    );
    expect(requests.filter((request) => request.method === 'put')).toEqual([]);
  });

  it("puts the api's 422 on the slug", async () => {
    api(post(), () => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { slug: ['Another post has this slug.'] } },
    }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining('Another post has this slug.')),
    );
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    // Listed in the form's summary, the focus on the field.
    expect(screen.getByRole('link', { name: 'Another post has this slug.' })).toBeInTheDocument();
    expect(slug).toHaveFocus();
  });

  it('names every problem at once before sending, in plain words with the bounds, the focus on the first', async () => {
    // A post saved before the bounds: an excerpt over BLOG_POST_LIMITS.excerpt.
    const { requests } = api(post({ excerpt: 'e'.repeat(501) }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Author’s name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = (await screen.findByText(/problems with this form/)).parentElement as HTMLElement;
    expect(summary).toHaveTextContent('There are 3 problems with this form:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Title is required.', 'Author’s name is required.', 'Excerpt must be at most 500 characters.']);
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(title).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Excerpt must be at most 500 characters.' }));
    expect(screen.getByRole('textbox', { name: /^Excerpt/ })).toHaveFocus();
    expect(requests.filter((request) => request.method === 'put')).toEqual([]);
  });

  it("puts the api's 422 on an item of a list on the list's field", async () => {
    api(post({ category_ids: [1] }), () => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { 'category_ids.0': ['This category no longer exists.'] },
      },
    }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    const group = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('This category no longer exists.'));
    expect(screen.getByRole('link', { name: 'This category no longer exists.' })).toBeInTheDocument();
  });

  it('shows a failure that is not about a field as a notice', async () => {
    api(post(), () => ({ status: 500, data: { message: 'Server error' } }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(getNotifications().map((notice) => [notice.type, notice.content])).toContainEqual([
        'error',
        'Server error',
      ]),
    );
  });

  it('previews the Markdown as the api renders and sanitises it', async () => {
    const { requests } = api(post({ content_markdown: '## Hello' }), (request) =>
      request.url === '/api/admin/blog/preview'
        ? { data: { html: '<h2>Hello</h2><p>From the api</p>' } }
        : { status: 404 },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(within(panel).getByText('From the api')).toBeInTheDocument();
    expect(JSON.parse(requests.find((request) => request.url === '/api/admin/blog/preview')?.data as string)).toEqual({
      content_markdown: '## Hello',
    });
    // Back to writing and to the preview without a change: the same preview, not asked again.
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(requests.filter((request) => request.url === '/api/admin/blog/preview')).toHaveLength(1);
  });

  it('uploads the featured image with its description, shows it, and sends its id', async () => {
    const media = {
      id: 5,
      url: '/blog-api/wp-content/uploads/2026/11/cv-5.webp',
      alt_text: 'A CV on a desk',
      width: 1600,
      height: 900,
    };
    const { requests } = api(post(), (request) => {
      if (request.url === '/api/admin/blog/media') return { status: 201, data: { media } };
      if (request.method === 'put') return saveAnswer(request, { featured_media: media });
      return { status: 404 };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    const file = new File(['webp bytes'], 'cv.webp', { type: 'image/webp' });
    // Without a description first, the image is not sent.
    expect(await screen.findByRole('button', { name: /^Upload the image/ })).toBeInTheDocument();
    await userEvent.upload(fileInput(), file);
    expect(screen.getByRole('textbox', { name: 'Describe the image' })).toHaveAccessibleDescription(
      expect.stringContaining('Describe the image first'),
    );
    expect(requests.filter((request) => request.url === '/api/admin/blog/media')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the image' }), 'A CV on a desk');
    await userEvent.upload(fileInput(), file);
    expect(await screen.findByRole('img', { name: 'A CV on a desk' })).toHaveAttribute('src', media.url);
    const sent = requests.find((request) => request.url === '/api/admin/blog/media')?.data as FormData;
    expect(sent.get('alt_text')).toBe('A CV on a desk');
    expect((sent.get('file') as File).name).toBe('cv.webp');
    expect(screen.getByRole('button', { name: /^Replace the image/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(getNotifications().map((notice) => notice.content)).toContain('Draft saved.'));
    expect(bodyOf(requests.find((request) => request.method === 'put'))).toMatchObject({ featured_media_id: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByRole('img', { name: 'A CV on a desk' })).not.toBeInTheDocument();
  });

  it('creates a category from the editor and ticks it', async () => {
    const { requests } = api(post(), (request) =>
      request.url === '/api/admin/blog/categories' && request.method === 'post'
        ? {
            status: 201,
            data: { category: { id: 3, slug: 'relocation', name: 'Relocation', description: '', post_count: 0 } },
          }
        : { status: 404 },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Relocation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the category' }));
    expect(await screen.findByRole('checkbox', { name: 'Relocation' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(requests.find((request) => request.method === 'post')?.data as string)).toEqual({
      name: 'Relocation',
      description: '',
    });
  });

  it('deletes a post only once the dialog is confirmed', async () => {
    const { requests } = api(post(), (request) => {
      if (request.method === 'delete') return { status: 204 };
      if (request.url === '/api/admin/blog/posts') return { data: { posts: [], total: 0, page: 1, page_size: 20 } };
      return { status: 404 };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/42', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “How to write a CV for Germany”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'delete')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the post' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete “How to write a CV for Germany”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog posts' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([
      '/api/admin/blog/posts/42',
    ]);
  });
});
