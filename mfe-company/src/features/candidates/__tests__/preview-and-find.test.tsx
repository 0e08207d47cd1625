import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { heldBack, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { prepare, renderFindCandidates } from '../../../server-render';

describe('CV preview', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:cv-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows a PDF in the page with a download link, fetched with the company token', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/companies/candidates/31/cvs/9'
        ? {
            data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="marta-cv.pdf"' },
          }
        : { status: 404, data: {} },
    );
    renderWithProviders(<CompanyRoutes />, { route: '/company/previewCV/31/9', session: 'company' });

    expect(await screen.findByRole('heading', { level: 1, name: 'marta-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByTitle('CV: marta-cv.pdf')).toHaveAttribute('src', 'blob:cv-1');
    const download = screen.getByRole('link', { name: 'Download marta-cv.pdf' });
    expect(download).toHaveAttribute('href', 'blob:cv-1');
    expect(download).toHaveAttribute('download', 'marta-cv.pdf');
    // The back office asks for the credits beside it: the CV's own request is the one checked.
    const cv = requests.find((request) => request.url === '/api/companies/candidates/31/cvs/9');
    expect(cv?.responseType).toBe('blob');
    expect(cv?.headers.Authorization).toBe('Bearer test-token');
  });

  it('offers only the download for a file a browser cannot show, and not found for a CV it may not see', async () => {
    mockHttp((request) =>
      request.url === '/api/companies/candidates/31/cvs/10'
        ? {
            data: new Blob(['doc']),
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'content-disposition': 'inline; filename="cv.docx"',
            },
          }
        : { status: 404, data: {} },
    );
    const { unmount } = renderWithProviders(<CompanyRoutes />, {
      route: '/company/previewCV/31/10',
      session: 'company',
    });
    expect(await screen.findByRole('link', { name: 'Download cv.docx' })).toBeInTheDocument();
    expect(screen.getByText('This file cannot be shown in the page: download it to read it.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<CompanyRoutes />, { route: '/company/previewCV/31/11', session: 'company' });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});

describe('find candidates in Europe', () => {
  const stats = {
    total: 1520,
    languages: [
      { slug: 'german', name: 'German', count: 640 },
      { slug: 'dutch', name: 'Dutch', count: 1 },
    ],
    countries: [{ slug: 'spain', name: 'Spain', count: 310 }],
  };

  it('shows the live counts by language and country, and invites a guest to register', async () => {
    const { requests } = mockHttp(() => ({ data: stats }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/find-candidates-in-Europe' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find multilingual candidates in Europe' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1,520 candidates in CV search')).toBeInTheDocument();
    const languages = within(screen.getByRole('region', { name: 'By language' })).getAllByRole('listitem');
    expect(languages.map((item) => item.textContent)).toEqual(['German 640 candidates', 'Dutch 1 candidate']);
    expect(within(screen.getByRole('region', { name: 'By country' })).getByRole('listitem')).toHaveTextContent(
      'Spain 310 candidates',
    );
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/company/registry');
    expect(requests.map((r) => r.url)).toEqual(['/api/cv-search-stats']);
  });

  it('takes a signed-in company straight to CV search', async () => {
    mockHttp(() => ({ data: stats }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/find-candidates-in-Europe', session: 'company' });
    expect(await screen.findByRole('link', { name: 'Search CVs' })).toHaveAttribute('href', '/company/cvsearch');
    expect(screen.queryByRole('link', { name: 'Register your company' })).not.toBeInTheDocument();
  });

  /** The page as the api serves it (its server module's copy), with the counts' answer held back until released. */
  async function servedWhileCountsLoad() {
    await prepare();
    const path = '/company/find-candidates-in-Europe';
    const leave = servePage(path, renderFindCandidates({ stats, path, locale: 'en' }));
    const answer = heldBack();
    mockHttp(async () => {
      await answer.released;
      return { data: stats };
    });
    return { path, answer, leave };
  }

  it("shows a guest the api's first HTML of the page while the counts load, then its own", async () => {
    const { path, answer, leave } = await servedWhileCountsLoad();
    try {
      const { container } = renderWithProviders(<CompanyRoutes />, { route: path });
      const served = await within(container).findByText('1,520 candidates in CV search');
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByText('1,520 candidates in CV search')).toBeVisible();
    } finally {
      leave();
    }
  });

  it("shows a company its own way in while the counts load, not the guest's copy the server wrote", async () => {
    const { path, answer, leave } = await servedWhileCountsLoad();
    try {
      const { container } = renderWithProviders(<CompanyRoutes />, { route: path, session: 'company' });
      expect(await screen.findByRole('link', { name: 'Search CVs' })).toBeVisible();
      expect(container.querySelector('.sk-server-markup')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Register your company' })).not.toBeInTheDocument();
      await act(async () => answer.release());
      expect(await screen.findByText('1,520 candidates in CV search')).toBeVisible();
    } finally {
      leave();
    }
  });
});
