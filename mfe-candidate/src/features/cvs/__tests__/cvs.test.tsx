import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateCv } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };

const cv = (id: number, name: string, isDefault: 0 | 1, extra: Partial<CandidateCv> = {}): CandidateCv => ({
  id,
  name,
  default: isDefault,
  content_type: 'application/pdf',
  size: 2048,
  created_at: '2026-03-12T10:00:00.000Z',
  review_requested_at: null,
  ...extra,
});

const first = cv(1, 'ana-cv.pdf', 1);
const second = cv(2, 'ana-cv-de.pdf', 0);
const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const rows = () => within(screen.getByRole('list', { name: 'Your CVs' })).getAllByRole('listitem');

function renderPage() {
  return renderWithProviders(<CandidateRoutes />, { route: '/account/my-cvs', session });
}

describe('My CVs', () => {
  it('lists the CVs with their size and date, the default marked', async () => {
    const { requests } = mockHttp(() => ({ data: { cvs: [first, second] } }));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('My CVs');
    await screen.findByText('ana-cv.pdf');
    expect(rows().map((row) => row.querySelector('.candidate-cv__name')?.textContent)).toEqual([
      'ana-cv.pdf',
      'ana-cv-de.pdf',
    ]);
    expect(within(rows()[0]).getByText('Default')).toBeInTheDocument();
    expect(within(rows()[1]).queryByText('Default')).not.toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('2 kB · uploaded on 12 Mar 2026');
    // The default one has no "Make default"; the other has.
    expect(screen.queryByRole('button', { name: 'Make default ana-cv.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make default ana-cv-de.pdf' })).toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.url])).toEqual([['get', '/api/candidates/mycv']]);
  });

  it('shows an empty state when there is no CV', async () => {
    mockHttp(() => ({ data: { cvs: [] } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'No CV yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your CVs' })).not.toBeInTheDocument();
  });

  it('uploads a chosen file as form data with its progress, then lists it and says so', async () => {
    let finish: (() => void) | undefined;
    const { requests } = mockHttp((config) => {
      if (config.method === 'get') return { data: { cvs: [] } };
      config.onUploadProgress?.({ loaded: 512, total: 1024, bytes: 512, lengthComputable: true });
      return new Promise((resolve) => {
        finish = () => resolve({ data: { user: makeUser({ id: 11 }), tasks: {}, cvs: [cv(5, 'new.pdf', 1)] } });
      });
    });
    const user = userEvent.setup();
    const { container } = renderPage();
    await screen.findByText('No CV yet');

    const file = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, file);

    const bar = await screen.findByRole('progressbar', { name: 'new.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    const upload = requests.find((r) => r.method === 'post');
    expect(upload?.url).toBe('/api/candidates/mycv/fromVue');
    expect(upload?.data).toBeInstanceOf(FormData);
    expect(((upload as { data: FormData }).data.get('file') as File).name).toBe('new.pdf');

    await act(async () => finish?.());
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('new.pdf')).toBeInTheDocument();
    expect(notices()).toEqual([{ type: 'success', content: 'CV uploaded successfully!' }]);
  });

  it("shows the api's 422 on the file, and SPEC's message when the upload fails otherwise", async () => {
    let status = 422;
    mockHttp((config) => {
      if (config.method === 'get') return { data: { cvs: [] } };
      return status === 422
        ? {
            status,
            data: {
              message: 'The given data was invalid.',
              errors: { file: ['The CV must be a PDF or Word (DOCX) document.'] },
            },
          }
        : { status, data: { message: 'Server error' } };
    });
    const user = userEvent.setup();
    const { container } = renderPage();
    await screen.findByText('No CV yet');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input, new File(['PNG'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The CV must be a PDF or Word (DOCX) document.')).toBeInTheDocument();
    expect(notices()).toEqual([]);

    status = 500;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    const failed = 'An error occurred while uploading the CV. Please try again later.';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(notices()).toEqual([{ type: 'error', content: failed }]);
  });

  it('uploads a file dropped on the zone', async () => {
    const { requests } = mockHttp((config) =>
      config.method === 'get'
        ? { data: { cvs: [] } }
        : { data: { user: makeUser({ id: 11 }), tasks: {}, cvs: [cv(6, 'dropped.docx', 1)] } },
    );
    renderPage();
    await screen.findByText('No CV yet');
    const file = new File(['PK'], 'dropped.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.drop(screen.getByText('or drop here'), { dataTransfer: { files: [file] } });

    expect(
      await within(await screen.findByRole('list', { name: 'Your CVs' })).findByText('dropped.docx'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post').map((r) => r.url)).toEqual(['/api/candidates/mycv/fromVue']);
  });

  it('treats an upload answer without a user as a failure (SPEC)', async () => {
    mockHttp((config) => (config.method === 'get' ? { data: { cvs: [] } } : { data: { cvs: [] } }));
    const user = userEvent.setup();
    const { container } = renderPage();
    await screen.findByText('No CV yet');
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['%PDF'], 'cv.pdf'));
    expect(
      await screen.findByText('An error occurred while uploading the CV. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sets another CV as the default', async () => {
    const { requests } = mockHttp((config) =>
      config.method === 'patch'
        ? {
            data: {
              cvs: [
                { ...second, default: 1 },
                { ...first, default: 0 },
              ],
            },
          }
        : { data: { cvs: [first, second] } },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make default ana-cv-de.pdf' }));

    await waitFor(() => expect(within(rows()[0]).getByText('ana-cv-de.pdf')).toBeInTheDocument());
    expect(within(rows()[0]).getByText('Default')).toBeInTheDocument();
    expect(within(rows()[1]).queryByText('Default')).not.toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/candidates/mycv/2/highlight');
    expect(notices()).toEqual([{ type: 'success', content: 'ana-cv-de.pdf is now your default CV' }]);
  });

  it('downloads a CV through the http client as a blob saved under its name', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { requests } = mockHttp((config) =>
      config.url?.includes('download') ? { data: blob } : { data: { cvs: [first] } },
    );
    const createObjectURL = jest.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download ana-cv.pdf' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:cv', download: 'ana-cv.pdf' }]));
    const download = requests.at(-1);
    expect(download?.url).toBe('/candidates/mycv/download/1');
    expect(download?.responseType).toBe('blob');
    expect(download?.headers?.Authorization).toBe('Bearer candidate-token');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    click.mockRestore();
  });

  it("says SPEC's message when a download fails", async () => {
    mockHttp((config) => (config.url?.includes('download') ? { status: 404 } : { data: { cvs: [first] } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download ana-cv.pdf' }));
    await waitFor(() => expect(notices()).toEqual([{ type: 'error', content: 'Error downloading the CV!' }]));
  });

  it('deletes a CV only after confirming in a dialog', async () => {
    const { requests } = mockHttp((config) =>
      config.method === 'delete'
        ? { data: { user: makeUser({ id: 11 }), tasks: {}, cvs: [{ ...second, default: 1 }] } }
        : { data: { cvs: [first, second] } },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete ana-cv.pdf' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this CV?' });
    expect(dialog).toHaveAccessibleDescription('ana-cv.pdf will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete ana-cv.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete CV' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('ana-cv-de.pdf')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Default')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'delete', url: '/api/candidates/mycv/1' });
    expect(notices()).toEqual([{ type: 'success', content: 'ana-cv.pdf deleted' }]);
  });

  it("sends a CV to review with the api's message, and SPEC's message on failure", async () => {
    const sent = 'Your CV has been sent! You can expect an email ... with feedback in the coming days.';
    let fail = false;
    const { requests } = mockHttp((config) => {
      if (config.method === 'patch') return fail ? { status: 500, data: {} } : { data: { message: sent } };
      return { data: { cvs: [first] } };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send to review ana-cv.pdf' }));
    await waitFor(() => expect(notices()).toEqual([{ type: 'success', content: sent }]));
    expect(requests.some((r) => r.method === 'patch' && r.url === '/api/candidates/mycv/1/review')).toBe(true);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Send to review ana-cv.pdf' }));
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'error',
        content: 'An error occurred while sending the CV. Please try again later.',
      }),
    );
  });

  it('asks a guest to log in, without calling the api', async () => {
    const { requests } = mockHttp(() => ({ data: { cvs: [] } }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-cvs' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(requests).toEqual([]);
  });
});
