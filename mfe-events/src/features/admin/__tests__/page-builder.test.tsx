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
}));

const page = (over: Partial<AdminPage> = {}): AdminPage => ({
  key: 'landing:download-app',
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
});
