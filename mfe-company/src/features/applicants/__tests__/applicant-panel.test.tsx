import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { renderCompany } from '../../../testing/__tests__/company-api';
import { ana, ben, detail, list } from './fixtures';

const job = { job: { id: 7, title: 'German-speaking support agent', status: 'published', url: '/job/7' } };
const cara = { ...ana, id: 3, unread: true, candidate: { ...ana.candidate, id: 103, name: 'Cara Rossi' } };

function api() {
  return mockHttp((request) => {
    if (request.url === '/api/companies/jobs/7') return { data: job };
    if (request.url === '/api/companies/applicants') return { data: list([cara, ana, ben]) };
    const one = /^\/api\/companies\/applicants\/(\d+)$/.exec(request.url ?? '');
    const base = [cara, ana, ben].find((applicant) => applicant.id === Number(one?.[1]));
    if (base) return { data: { applicant: detail(base, { unread: false }) } };
    if (request.url === '/api/companies/candidates/101/cvs/55') {
      return {
        data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="cv-ana.pdf"' },
      };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('the applicant pipeline panel', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:cv-ana');
    URL.revokeObjectURL = jest.fn();
  });

  it('flags each row: new, knockout, required languages met or missing', async () => {
    api();
    renderCompany('/company/applicants/7/1?view=list');
    const caraCard = (await screen.findByRole('button', { name: 'Cara Rossi' })).closest('li') as HTMLElement;
    expect(caraCard).toHaveTextContent('New');
    expect(caraCard).toHaveTextContent('Required languages met');
    const benCard = screen.getByRole('button', { name: 'Ben Müller' }).closest('li') as HTMLElement;
    expect(benCard).toHaveTextContent('Knocked out');
    expect(benCard).toHaveTextContent('Lacks 1 required language');
    expect(benCard).not.toHaveTextContent('Required languages met');
  });

  it('shows the CV beside the profile and goes to the next and previous applicant, by button and by key', async () => {
    api();
    renderCompany('/company/applicants/7/1?view=list');
    await userEvent.click(await screen.findByRole('button', { name: 'Ana García' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    const cv = await within(drawer).findByRole('complementary', { name: 'cv-ana.pdf' });
    expect(within(cv).getByTitle('CV: cv-ana.pdf')).toHaveAttribute('src', 'blob:cv-ana');

    const steps = within(drawer).getByRole('navigation', { name: 'Move between applicants' });
    expect(steps).toHaveTextContent('2 of 3');
    await userEvent.click(within(steps).getByRole('button', { name: 'Next applicant' }));
    expect(await screen.findByRole('dialog', { name: 'Ben Müller' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('applicant=2');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next applicant' })).toBeDisabled();

    await userEvent.keyboard('k');
    expect(await screen.findByRole('dialog', { name: 'Ana García' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(await screen.findByRole('dialog', { name: 'Cara Rossi' })).toBeInTheDocument();

    // Typing in the private note is typing, not moving.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Private note' }), 'j');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('applicant=3'));
  });

  it('goes on over the pages: Next on the last of a page opens the first of the next, counted over the stage', async () => {
    mockHttp((request) => {
      if (request.url === '/api/companies/jobs/7') return { data: job };
      if (request.url === '/api/companies/applicants') {
        const page = Number(request.params?.page ?? 1);
        const extra = { total: 3, lastPage: 2, currentPage: page };
        return { data: page === 2 ? list([ben], extra) : list([cara, ana], extra) };
      }
      const one = /^\/api\/companies\/applicants\/(\d+)$/.exec(request.url ?? '');
      const base = [cara, ana, ben].find((applicant) => applicant.id === Number(one?.[1]));
      if (base) return { data: { applicant: detail(base, { unread: false }) } };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderCompany('/company/applicants/7/1?view=list');
    await userEvent.click(await screen.findByRole('button', { name: 'Ana García' }));
    const steps = () => within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Move between applicants' });
    await screen.findByRole('dialog', { name: 'Ana García' });
    expect(steps()).toHaveTextContent('2 of 3');

    await userEvent.click(within(steps()).getByRole('button', { name: 'Next applicant' }));
    expect(await screen.findByRole('dialog', { name: 'Ben Müller' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/company/applicants/7/2?view=list&applicant=2'),
    );
    await waitFor(() => expect(steps()).toHaveTextContent('3 of 3'));
    expect(within(steps()).getByRole('button', { name: 'Next applicant' })).toBeDisabled();

    await userEvent.keyboard('k');
    expect(await screen.findByRole('dialog', { name: 'Ana García' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/company/applicants/7/1?view=list&applicant=1'),
    );
    await waitFor(() => expect(steps()).toHaveTextContent('2 of 3'));
  });

  it('shows exactly the CV sent with the application, from the application, without switching to another', async () => {
    const cvs = [
      { id: 55, name: 'cv-ana.pdf', created_at: '2026-11-01T00:00:00Z', default: true },
      { id: 56, name: 'cv-ana-de.pdf', created_at: '2026-10-01T00:00:00Z', default: false },
    ];
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/companies/jobs/7') return { data: job };
      if (request.url === '/api/companies/applicants') return { data: list([ana]) };
      if (request.url === '/api/companies/applicants/1') {
        const base = detail(ana, { cv: { id: 56, name: 'cv-ana-de.pdf' } });
        return { data: { applicant: { ...base, candidate: { ...base.candidate, cvs } } } };
      }
      if (request.url === '/api/companies/applicants/1/cv') {
        return {
          data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="cv-ana-de.pdf"' },
        };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    renderCompany('/company/applicants/7/1?view=list&applicant=1');
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    const cv = await within(drawer).findByRole('complementary', { name: 'cv-ana-de.pdf' });
    expect(cv).toHaveTextContent('CV sent with this application');
    expect(within(cv).getByTitle('CV: cv-ana-de.pdf')).toHaveAttribute('src', 'blob:cv-ana');
    expect(within(cv).getByRole('link', { name: /cv-ana-de\.pdf/ })).toHaveAttribute('download', 'cv-ana-de.pdf');
    expect(within(drawer).queryByRole('combobox', { name: 'CV shown' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).not.toContain('/api/companies/candidates/101/cvs/55');
  });

  it('says so when the candidate has deleted the CV they sent, and fetches nothing', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/companies/jobs/7') return { data: job };
      if (request.url === '/api/companies/applicants') return { data: list([ana]) };
      if (request.url === '/api/companies/applicants/1')
        return { data: { applicant: detail(ana, { cv: { id: null, name: 'Old CV.pdf' } }) } };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderCompany('/company/applicants/7/1?view=list&applicant=1');
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    const cv = await within(drawer).findByRole('complementary', { name: 'Old CV.pdf' });
    expect(cv).toHaveTextContent('The candidate has deleted this CV since applying, so it can no longer be opened.');
    expect(requests.map((r) => r.url).filter((url) => url?.includes('/cv'))).toEqual([]);
  });

  it("lets the company switch the CV beside the profile among the candidate's CVs", async () => {
    const cvs = [
      { id: 55, name: 'cv-ana.pdf', created_at: '2026-11-01T00:00:00Z', default: true },
      { id: 56, name: 'cv-ana-de.pdf', created_at: '2026-10-01T00:00:00Z', default: false },
    ];
    mockHttp((request) => {
      if (request.url === '/api/companies/jobs/7') return { data: job };
      if (request.url === '/api/companies/applicants') return { data: list([ana]) };
      if (request.url === '/api/companies/applicants/1') {
        const base = detail(ana);
        return { data: { applicant: { ...base, candidate: { ...base.candidate, cvs } } } };
      }
      const file = /^\/api\/companies\/candidates\/101\/cvs\/(55|56)$/.exec(request.url ?? '');
      if (file) {
        const name = file[1] === '55' ? 'cv-ana.pdf' : 'cv-ana-de.pdf';
        return {
          data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}"` },
        };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    renderCompany('/company/applicants/7/1?view=list&applicant=1');
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    expect(await within(drawer).findByRole('complementary', { name: 'cv-ana.pdf' })).toBeInTheDocument();
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'CV shown' }), 'cv-ana-de.pdf');
    const cv = await within(drawer).findByRole('complementary', { name: 'cv-ana-de.pdf' });
    expect(within(cv).getByTitle('CV: cv-ana-de.pdf')).toBeInTheDocument();
  });
});
