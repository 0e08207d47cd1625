import { screen, waitFor, within } from '@testing-library/react';
import { expectLinks, headingTexts, mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

const renderAt = (route: string) => renderWithLocation(<JobsRoutes />, { route });

/** Acme's company data as the minisite's answer carries it, with this logo. */
const acme = (logo: string | null) => ({
  id: 7,
  name: 'Acme',
  slug: 'acme',
  logo,
  description: null,
  hasMinisiteService: true,
  activeJobs: 2,
});

/** The list of /jobs-at-acme: two jobs, Acme's minisite (company 7). */
const acmeJobs = () => makeJobList(1, 2, 2, { h1: 'Jobs at Acme' }, { hasMinisiteService: true, companyIdMinisite: 7 });

describe('minisites', () => {
  it('shows the company branding with its template and content as text, without auto-selecting', async () => {
    const { requests } = mockHttp(({ url }) => {
      if (url === '/api/minisites/data/7') {
        return {
          data: {
            logo: '/logos/acme.png',
            userMinisite: {
              fk_empresa_id: 7,
              fk_id_minisite_template: 2,
              content: { headline: 'Work at Acme', intro: '<script>steal()</script>We hire polyglots.' },
              company: 'Acme',
            },
            vueTemp: 'template-2',
            companyData: acme('/logos/acme.png'),
          },
        };
      }
      return { data: acmeJobs() };
    });
    renderAt('/jobs-at-acme');

    const branding = await screen.findByRole('region', { name: 'About Acme' });
    expect(branding).toHaveClass('jobs-minisite--template-2');
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', '/logos/acme.png');
    expect(within(branding).getByRole('heading', { name: 'Work at Acme' })).toBeInTheDocument();
    // The company's text is shown as text: markup in it is never run.
    expect(branding).toHaveTextContent('<script>steal()</script>We hire polyglots.');
    expect(branding.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs at Acme' })).toBeInTheDocument();
    // Minisite mode: no job is selected for the visitor, and no split pane.
    expect(currentLocation()).toBe('/jobs-at-acme');
    expect(screen.queryByRole('complementary', { name: 'Selected job' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/jobs-at-acme', '/api/minisites/data/7']);
  });

  it("shows the company's colours on its header and its content blocks, as text", async () => {
    mockHttp(({ url }) => {
      if (url === '/api/minisites/data/7') {
        return {
          data: {
            logo: null,
            userMinisite: {
              fk_empresa_id: 7,
              fk_id_minisite_template: 1,
              content: null,
              company: 'Acme',
              colors: { primary: '#1f4e8c', accent: '#b45309' },
              blocks: [
                { type: 'text', title: 'Who we are', body: 'A support centre.\n\n<b>Since</b> 2004.' },
                { type: 'benefits', title: 'Why join', items: ['Relocation help', 'Language courses'] },
                { type: 'video', title: 'Meet the team', url: 'https://www.youtube.com/watch?v=abc123' },
                { type: 'image', file_id: 31, alt: 'Our office in Lisbon', url: '/files/office.jpg' },
              ],
            },
            vueTemp: 'template-1',
            companyData: acme(null),
          },
        };
      }
      return { data: acmeJobs() };
    });
    renderAt('/jobs-at-acme');

    const branding = await screen.findByRole('region', { name: 'About Acme' });
    expect(branding).toHaveClass('jobs-minisite--template-1', 'jobs-minisite--branded');
    expect(branding.style.getPropertyValue('--jobs-minisite-primary')).toBe('#1f4e8c');
    expect(branding.style.getPropertyValue('--jobs-minisite-accent')).toBe('#b45309');
    expect(headingTexts(2, branding)).toEqual(['Who we are', 'Why join', 'Meet the team']);
    expect(within(branding).getByText('<b>Since</b> 2004.')).toBeInTheDocument();
    expect(branding.querySelector('b')).toBeNull();
    expect(
      within(branding)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Relocation help', 'Language courses']);
    expectLinks({ 'Watch the video: Meet the team': 'https://www.youtube.com/watch?v=abc123' }, branding);
    expect(within(branding).getByRole('img', { name: 'Our office in Lisbon' })).toHaveAttribute(
      'src',
      '/files/office.jpg',
    );
  });

  it('shows a company without the minisite service as a normal list of its jobs', async () => {
    const { requests } = mockHttp(({ url, params }) =>
      url === '/api/job'
        ? { data: { seo: null, job: null, index_not_found: true, relatedJobs: {} } }
        : { data: makeJobList(1, 2, 2, {}, { hasMinisiteService: false, companyIdMinisite: 9 }), params },
    );
    renderAt('/jobs-at-plain-company');

    expect(await screen.findByRole('link', { name: 'Customer service agent 1' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/jobs-at-plain-company?job=1'));
    expect(screen.queryByRole('region', { name: /About/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url?.startsWith('/api/minisites'))).toBe(false);
  });
});
