// Typed matchers (toHaveAttribute, ...): jest.setup.cjs registers them at run time.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-kit/router';
import { FAQ } from '../components/info-content';
import { InfoPage, type InfoSlug } from '../components/info-page';

function renderInfo(slug: InfoSlug, entry = `/eulangjobs/${slug}`) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <InfoPage slug={slug} />
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
  ])('%s renders its h1 and only h2 below it', (slug, heading) => {
    const { container } = renderInfo(slug);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName);
    expect(levels[0]).toBe('H1');
    expect(levels.slice(1).every((tag) => tag === 'H2')).toBe(true);
  });

  it('gives every FAQ entry a unique id for hash links', () => {
    const { container } = renderInfo('faq');
    const entries = [...container.querySelectorAll('details')];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    const ids = entries.map((entry) => entry.id);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(FAQ.map((entry) => entry.id));
  });

  it('opens the FAQ entry named by the hash', () => {
    const { container } = renderInfo('faq', '/eulangjobs/faq#delete-account');
    expect(container.querySelector<HTMLDetailsElement>('#delete-account')?.open).toBe(true);
    expect(container.querySelector<HTMLDetailsElement>('#how-to-apply')?.open).toBe(false);
  });

  it('gives the privacy contact and the data deletion page to candidates', () => {
    renderInfo('legal-conditions-and-privacy-policy-for-candidates');
    expect(screen.getAllByRole('link', { name: 'privacy@eulangjobs.example' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@eulangjobs.example',
    );
    expect(screen.getByRole('link', { name: 'data deletion' })).toHaveAttribute('href', '/candidates/data-deletion');
  });
});
