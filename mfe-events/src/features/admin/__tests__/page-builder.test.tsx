import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPage } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';

// Puck itself runs in the browser test (e2e/tests/admin-events.spec.ts); here a stand-in renders its data through
// the configuration the builder gives it, so what is tested is the builder's own part: the blocks' render, save, 422s.
jest.mock('@puckeditor/core', () => ({
  Puck: ({
    config,
    data,
  }: {
    config: { components: Record<string, { render: (props: object) => unknown }> };
    data: { content: { type: string; props: object }[] };
  }) => data.content.map((item) => config.components[item.type].render({ ...item.props, puck: {} })),
  // What the builder's keyboard and language part (puck-keyboard.tsx) takes from Puck; its behaviour is tested in the
  // browser (e2e/tests/page-builder-by-keyboard.spec.ts).
  createUsePuck: () => () => undefined,
  useGetPuck: () => () => undefined,
  blocksPlugin: () => ({ name: 'blocks' }),
  outlinePlugin: () => ({ name: 'outline' }),
  fieldsPlugin: () => ({ name: 'fields' }),
  ActionBar: {},
}));

const page = (over: Partial<AdminPage> = {}): AdminPage => ({
  key: 'landing:download-app',
  locale: 'en',
  published_languages: [],
  path: '/download-app',
  label: 'Download the app',
  draft: {
    title: 'Get the app',
    description: 'Jobs in your pocket.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        props: { title: 'Jobs in your pocket', subtitle: '', image_file_id: null, cta_label: '', cta_href: '' },
      },
      { id: 'faq', type: 'faq', props: { title: 'Questions', items: [{ question: 'Free?', answer: 'Yes.' }] } },
    ],
  },
  published: null,
  published_at: null,
  updated_at: '2026-11-23T06:00:00.000Z',
  has_unpublished_changes: true,
  images: {},
  versions: [],
  ...over,
});

beforeAll(() => registerCatalogue(loadEventsMessages));

describe('the page builder', () => {
  it("renders the page's blocks with the site's components, saves the draft and names the block of a 422", async () => {
    const saves: FakeRequest[] = [];
    mockHttp((request) => {
      if (request.method === 'get') return { data: { page: page() } };
      if (request.method === 'put') {
        saves.push(request);
        return {
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: { 'document.blocks.1.props.items.0.answer': ['The answer is too long.'] },
          },
        };
      }
      return { data: { page: page({ published_at: '2026-11-23T07:00:00.000Z', versions: [] }) } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/pages/landing:download-app', session: 'admin' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page builder: Download the app' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in your pocket' })).toBeInTheDocument();
    expect(screen.getByText(/Not published yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open /download-app (new tab)' })).toHaveAttribute('href', '/download-app');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const problems = await screen.findByRole('region', { name: 'The page was not saved' });
    expect(within(problems).getByRole('alert')).toHaveTextContent('Block 2 (FAQ): The answer is too long.');
    expect(JSON.parse(saves[0].data as string)).toEqual({ document: page().draft });
  }, 40_000);

  it('links the page in each interface language, the one edited marked current, each said published or not', async () => {
    const polish = page({
      key: 'landing:download-app:pl',
      locale: 'pl',
      label: 'Download the app (Polski)',
      published_languages: ['en', 'de'],
    });
    const { requests } = mockHttp(() => ({ data: { page: polish } }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/pages/landing:download-app:pl', session: 'admin' });

    const languages = await screen.findByRole('navigation', { name: 'This page in each language' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['English: published', '/admin/pages/landing:download-app', null],
      ['Deutsch: published', '/admin/pages/landing:download-app:de', null],
      ['Français: not published', '/admin/pages/landing:download-app:fr', null],
      ['Español: not published', '/admin/pages/landing:download-app:es', null],
      ['Italiano: not published', '/admin/pages/landing:download-app:it', null],
      ['Polski: not published', '/admin/pages/landing:download-app:pl', 'page'],
    ]);
    expect(requests.map((r) => decodeURIComponent(r.url ?? ''))).toContain('/api/admin/pages/landing:download-app:pl');
  }, 40_000);

  it('previews the canvas in a dialog and rolls back to an earlier version', async () => {
    const rollbacks: FakeRequest[] = [];
    const versions = [
      { id: 12, published_at: '2026-11-22T10:00:00.000Z', published_by: 'admin@example.com' },
      { id: 11, published_at: '2026-11-21T10:00:00.000Z', published_by: 'admin@example.com' },
    ];
    const earlier = page({
      draft: { ...page().draft, blocks: [page().draft.blocks[0]] },
      published_at: '2026-11-23T08:00:00.000Z',
      has_unpublished_changes: false,
      versions: [{ id: 13, published_at: '2026-11-23T08:00:00.000Z', published_by: 'admin@example.com' }, ...versions],
    });
    mockHttp((request) => {
      if (request.method === 'get')
        return { data: { page: page({ published_at: versions[0].published_at, versions }) } };
      rollbacks.push(request);
      return { data: { page: earlier } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/pages/landing:download-app', session: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Page builder: Download the app' }, { timeout: 15_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview of the draft' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Jobs in your pocket' })).toBeInTheDocument();
    expect(within(preview).getByText('Free?')).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));

    const history = screen.getByRole('region', { name: 'Published versions' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(history).getByRole('button', { name: /Roll back to version 1 of/ }));
    expect(rollbacks.map((request) => [request.url, JSON.parse(request.data as string)])).toEqual([
      ['/api/admin/pages/landing%3Adownload-app/rollback', { version_id: 11 }],
    ]);
    expect(await within(history).findAllByRole('listitem')).toHaveLength(3);
    // The canvas starts again from the version rolled back to: its FAQ is gone.
    expect(screen.queryByText('Free?')).not.toBeInTheDocument();
  }, 40_000);
});
