// Typed matchers (toHaveAttribute, ...): jest.setup.cjs registers them at run time.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { activateLocale } from 'shared-kit/i18n';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-kit/router';
import { AboutUsPage } from '../components/about-us-page';
import { InfoPage, type InfoSlug } from '../components/info-page';

function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="current-path">{pathname}</p>;
}

function renderInfo(slug: InfoSlug, entry = `/eulangjobs/${slug}`) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={`/eulangjobs/${slug}`} element={<InfoPage slug={slug} />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('InfoPage', () => {
  it.each<[InfoSlug, string]>([
    ['cookies-policy', 'Cookies policy'],
    ['legal-conditions', 'Legal conditions'],
    ['legal-conditions-and-privacy-policy-for-candidates', 'Legal conditions and privacy policy for candidates'],
    ['legal-conditions-for-companies', 'Legal conditions for companies'],
    ['faq', 'Frequently asked questions'],
    ['contact', 'Contact'],
  ])('%s renders its h1 and only h2 below it', async (slug, heading) => {
    const { container } = renderInfo(slug);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName);
    expect(levels[0]).toBe('H1');
    expect(levels.slice(1).every((tag) => tag === 'H2')).toBe(true);
  });

  it('gives every FAQ entry a unique id for hash links', async () => {
    const { container } = renderInfo('faq');
    await screen.findByRole('heading', { level: 1 });
    const entries = [...container.querySelectorAll('details')];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    const ids = entries.map((entry) => entry.id);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('delete-account');
  });

  it('opens the FAQ entry named by the hash', async () => {
    const { container } = renderInfo('faq', '/eulangjobs/faq#delete-account');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(container.querySelector<HTMLDetailsElement>('#delete-account')?.open).toBe(true));
    expect(container.querySelector<HTMLDetailsElement>('#how-to-apply')?.open).toBe(false);
  });

  it('gives the privacy contact and the data deletion page to candidates', async () => {
    renderInfo('legal-conditions-and-privacy-policy-for-candidates');
    expect((await screen.findAllByRole('link', { name: 'privacy@eulangjobs.example' }))[0]).toHaveAttribute(
      'href',
      'mailto:privacy@eulangjobs.example',
    );
    expect(screen.getByRole('link', { name: 'data deletion' })).toHaveAttribute('href', '/candidates/data-deletion');
  });

  it('follows a link to one of our pages with the router, without reloading the app', async () => {
    const user = userEvent.setup();
    renderInfo('faq');
    await user.click(await screen.findByRole('link', { name: 'data deletion' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/candidates/data-deletion');
  });

  it('says the page in the new language after a switch', async () => {
    renderInfo('faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    try {
      await act(() => activateLocale('pl'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' })).toBeVisible();
      expect(screen.getByText('Czy EuLangJobs jest bezpłatny dla kandydatów?')).toBeInTheDocument();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});

describe('AboutUsPage', () => {
  it('renders its text, figures and calls to action', async () => {
    render(
      <MemoryRouter>
        <AboutUsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('About EuLangJobs');
    expect(screen.getByRole('heading', { level: 2, name: 'Why languages matter' })).toBeVisible();
    expect(screen.getByText('40+')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
  });
});

describe("the content pages' first HTML", () => {
  it('renders a text already at hand at once, as the server module writes it', async () => {
    const served = { title: 'Über EuLangJobs', html: '<p class="page-intro">Mehrsprachig arbeiten.</p>' };
    render(
      <MemoryRouter initialEntries={['/about-us']}>
        <AboutUsPage served={served} />
      </MemoryRouter>,
    );
    // In the first render: no skeleton in between, so the server's page is what React renders.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Über EuLangJobs');
    expect(screen.getByText('Mehrsprachig arbeiten.')).toHaveClass('page-intro');
    // The browser then loads the page's own text in its language (English here), as after a language switch.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About EuLangJobs'));
  });
});
