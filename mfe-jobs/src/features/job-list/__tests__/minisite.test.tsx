import { screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

const renderAt = (route: string) => renderWithLocation(<JobsRoutes />, { route });

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
            companyData: {
              id: 7,
              name: 'Acme',
              slug: 'acme',
              logo: '/logos/acme.png',
              description: null,
              hasMinisiteService: true,
              activeJobs: 2,
            },
          },
        };
      }
      return { data: makeJobList(1, 2, 2, { h1: 'Jobs at Acme' }, { hasMinisiteService: true, companyIdMinisite: 7 }) };
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

  it("shows the company's colours and content blocks as text, a video as a link and images with their alt", async () => {
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
              colors: { primary: '#1747b5', accent: '#c2410c' },
              blocks: [
                { type: 'text', title: 'Who we are', body: 'A team of 40.\n<b>We hire</b> in six languages.' },
                { type: 'benefits', title: 'Why join', items: ['Remote days', 'Language courses'] },
                { type: 'video', title: 'Our office', url: 'https://www.youtube.com/watch?v=abc' },
                { type: 'image', file_id: 3, alt: 'The team in Lisbon', url: 'https://cdn.example/files/3/team.jpg' },
              ],
            },
            vueTemp: 'template-1',
            companyData: {
              id: 7,
              name: 'Acme',
              slug: 'acme',
              logo: null,
              description: null,
              hasMinisiteService: true,
              activeJobs: 2,
            },
          },
        };
      }
      return { data: makeJobList(1, 2, 2, { h1: 'Jobs at Acme' }, { hasMinisiteService: true, companyIdMinisite: 7 }) };
    });
    renderAt('/jobs-at-acme');

    const branding = await screen.findByRole('region', { name: 'About Acme' });
    expect(branding).toHaveClass('jobs-minisite--branded');
    expect(branding.style.getPropertyValue('--jobs-minisite-primary')).toBe('#1747b5');
    expect(branding.style.getPropertyValue('--jobs-minisite-accent')).toBe('#c2410c');
    expect(within(branding).getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(within(branding).getByText('<b>We hire</b> in six languages.')).toBeInTheDocument();
    expect(branding.querySelector('b')).toBeNull();
    expect(
      within(branding)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Remote days', 'Language courses']);
    const video = within(branding).getByRole('link', { name: 'Watch the video: Our office' });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(branding.querySelector('iframe')).toBeNull();
    expect(within(branding).getByRole('img', { name: 'The team in Lisbon' })).toHaveAttribute(
      'src',
      'https://cdn.example/files/3/team.jpg',
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
