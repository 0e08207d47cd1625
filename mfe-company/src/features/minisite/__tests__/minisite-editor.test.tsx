import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyMinisite } from 'shared-kit/contracts';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';

const minisite = (overrides: Partial<CompanyMinisite> = {}): CompanyMinisite => ({
  enabled: true,
  template: 1,
  colors: { primary: '#1f4e8c', accent: '#b45309' },
  blocks: [
    { type: 'text', title: 'Who we are', body: 'A support centre in Lisbon.' },
    { type: 'benefits', title: 'Why join', items: ['Relocation help', 'Language courses'] },
  ],
  logo: null,
  public_url: 'https://eulangjobs.example/jobs-at-polyglot-support',
  ...overrides,
});

const services = [
  { code: 'minisite_12m', kind: 'minisite', name_key: 'x', quantity: 12, price: 59000, currency: 'EUR', vat_rate: 21 },
];

function api(current: CompanyMinisite, put?: (request: FakeRequest) => { status?: number; data: unknown }) {
  return mockHttp((request) => {
    if (request.url === '/api/companies/minisite' && request.method === 'get') return { data: { minisite: current } };
    if (request.url === '/api/companies/minisite' && request.method === 'put') {
      return put ? put(request) : { data: { minisite: { ...current, ...JSON.parse(request.data) } } };
    }
    if (request.url === '/api/companies/services') return { data: { services } };
    if (request.url === '/api/companies/minisite/logo') return { data: { logo: '/files/logo-9.png', file_id: 9 } };
    if (request.url === '/api/companies/minisite/images') return { data: { url: '/files/team.jpg', file_id: 31 } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

const blockHeadings = () =>
  within(screen.getByRole('region', { name: 'Content' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const saved = () =>
  getNotifications().some(({ type, content }) => type === 'success' && content === 'Your minisite is saved.');

describe('minisite editor', () => {
  beforeEach(() => clearNotifications());

  it('edits, adds, reorders and removes blocks, then saves the whole design', async () => {
    const { requests } = api(minisite());
    renderWithProviders(<CompanyRoutes />, { route: '/company/minisite', session: 'company' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your minisite' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View your minisite' })).toHaveAttribute(
      'href',
      '/jobs-at-polyglot-support',
    );
    expect(screen.queryByRole('heading', { name: 'Your minisite is not active yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Template 1/ })).toBeChecked();
    expect(blockHeadings()).toEqual(['Block 1: Text', 'Block 2: Benefits']);
    expect(screen.getByRole('textbox', { name: 'Benefits' })).toHaveValue('Relocation help\nLanguage courses');

    // A video block at the end, focus on its heading.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New block' }), 'video');
    await userEvent.click(screen.getByRole('button', { name: 'Add the block' }));
    expect(screen.getByRole('heading', { name: 'Block 3: Video' })).toHaveFocus();
    const video = screen.getByRole('heading', { name: 'Block 3: Video' }).closest('li') as HTMLElement;
    await userEvent.type(within(video).getByRole('textbox', { name: 'Title' }), 'Meet the team');
    await userEvent.type(within(video).getByRole('textbox', { name: 'Video address' }), 'https://youtu.be/abc123XYZ');

    // Moved to the top, it keeps the focus on its heading.
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Block 3: Video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Block 2: Video' }));
    expect(blockHeadings()).toEqual(['Block 1: Video', 'Block 2: Text', 'Block 3: Benefits']);
    expect(screen.getByRole('heading', { name: 'Block 1: Video' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move up: Block 1: Video' })).toBeDisabled();

    // Removing the text block moves focus to the block that took its place.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Block 2: Text' }));
    expect(blockHeadings()).toEqual(['Block 1: Video', 'Block 2: Benefits']);
    expect(screen.getByRole('heading', { name: 'Block 2: Benefits' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: /No template/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the minisite' }));

    await waitFor(() => expect(saved()).toBe(true));
    const put = requests.find((r) => r.method === 'put');
    expect(JSON.parse(put?.data)).toEqual({
      template: null,
      colors: { primary: '#1f4e8c', accent: '#b45309' },
      blocks: [
        { type: 'video', title: 'Meet the team', url: 'https://youtu.be/abc123XYZ' },
        { type: 'benefits', title: 'Why join', items: ['Relocation help', 'Language courses'] },
      ],
    });
  });

  it('warns about a colour with too little contrast as it is picked, and turns brand colours off', async () => {
    const { requests } = api(minisite());
    renderWithProviders(<CompanyRoutes />, { route: '/company/minisite', session: 'company' });

    const primary = await screen.findByLabelText('Primary colour');
    fireEvent.change(primary, { target: { value: '#ffcc00' } });
    expect(primary).toHaveAccessibleDescription(/contrast of 1\.\d:1, and at least 4\.5:1 is needed/);
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(primary, { target: { value: '#123456' } });
    expect(primary).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('checkbox', { name: /Use my brand colours/ }));
    expect(screen.queryByLabelText('Primary colour')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the minisite' }));
    await waitFor(() => expect(saved()).toBe(true));
    expect(JSON.parse(requests.find((r) => r.method === 'put')?.data).colors).toBeNull();
  });

  it("shows the api's refusal on the block's own field", async () => {
    api(minisite(), () => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { 'blocks.1.items': ['Add at least one benefit.'], 'colors.accent': ['Too light on white.'] },
      },
    }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/minisite', session: 'company' });

    await userEvent.click(await screen.findByRole('button', { name: 'Save the minisite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(screen.getByRole('textbox', { name: 'Benefits' })).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one benefit.'),
    );
    expect(screen.getByLabelText('Accent colour')).toHaveAccessibleDescription(
      expect.stringContaining('Too light on white.'),
    );
  });

  it('uploads the logo and an image block, with a preview', async () => {
    const { requests } = api(minisite({ blocks: [] }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/minisite', session: 'company' });

    const logoInput = (await screen.findByRole('region', { name: 'Logo' })).querySelector('input[type=file]');
    await userEvent.upload(logoInput as HTMLInputElement, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', '/files/logo-9.png');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New block' }), 'image');
    await userEvent.click(screen.getByRole('button', { name: 'Add the block' }));
    const block = screen.getByRole('heading', { name: 'Block 1: Image' }).closest('li') as HTMLElement;
    await userEvent.upload(
      block.querySelector('input[type=file]') as HTMLInputElement,
      new File(['jpg'], 'team.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(block).findByText('Uploaded')).toBeInTheDocument();
    expect(block.querySelector('img')).toHaveAttribute('src', '/files/team.jpg');
    await userEvent.type(within(block).getByRole('textbox', { name: 'Description of the image' }), 'Our team');
    await userEvent.click(screen.getByRole('button', { name: 'Save the minisite' }));

    await waitFor(() => expect(saved()).toBe(true));
    expect(JSON.parse(requests.find((r) => r.method === 'put')?.data).blocks).toEqual([
      { type: 'image', file_id: 31, alt: 'Our team' },
    ]);
  });

  it('shows a company without the service what it gets and where to buy it', async () => {
    api(minisite({ enabled: false }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/minisite', session: 'company' });

    const offer = await screen.findByRole('region', { name: 'Your minisite is not active yet' });
    expect(within(offer).getByText('All your jobs on one page')).toBeInTheDocument();
    expect(await within(offer).findByRole('link', { name: 'Buy the minisite' })).toHaveAttribute(
      'href',
      '/company/services/purchase?code=minisite_12m',
    );
  });
});
