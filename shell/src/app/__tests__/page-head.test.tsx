import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'shared-kit/router';
import { activateLocale, translate } from 'shared-kit/i18n';
import { pageMeta } from 'shared-kit/routes/page-heads';
import { AppRouter } from '../router';

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <AppRouter />
    </MemoryRouter>,
  );
}

describe('the document head follows the page table (the api serves the same)', () => {
  it('sets the title and robots of each shell page on navigation', async () => {
    // The first page's head is the server's, in the same language: left as it is, its titles not even loaded.
    document.title = 'The head the server wrote';
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Jobs in Europe for people who speak languages' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.title).toBe('The head the server wrote');

    // The page table's messages are loaded on the first navigation.
    act(() => go('/eulangjobs/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await waitFor(() => expect(document.title).toBe(pageMeta('/eulangjobs/faq', translate).title));
    expect(robots()).toBe('index, follow');

    act(() => go('/about-us'));
    await screen.findByRole('heading', { level: 1, name: 'About EuLangJobs' });
    expect(document.title).toBe('About us | EuLangJobs');

    // A lazily loaded page: the head changes when the page is shown.
    act(() => go('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(document.title).toBe('Log in | EuLangJobs'));
    expect(robots()).toBe('noindex, nofollow');
  });

  it("says a static first page's head again, in the new language, after a language switch", async () => {
    document.title = 'The head the server wrote';
    renderAt('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About EuLangJobs' });
    try {
      await act(() => activateLocale('de'));
      await waitFor(() => expect(document.title).toBe(pageMeta('/about-us', translate).title));
      expect(document.title).not.toBe('About us | EuLangJobs');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('an unknown path shows the not-found page with the not-found title and noindex', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found | EuLangJobs');
    expect(robots()).toBe('noindex, follow');
  });

  it('leaves the head of a data-driven page to the server on the first render', () => {
    document.title = 'Jobs for German speakers in Europe | EuLangJobs';
    renderAt('/jobs-for-German-speakers');
    expect(document.title).toBe('Jobs for German speakers in Europe | EuLangJobs');
  });

  it("leaves a blog post's head to the server on the first render: its title, not the blog's", async () => {
    document.title = 'Work in the Netherlands: a guide | EuLangJobs';
    renderAt('/blog/work-in-the-netherlands');
    // Time for the page table's titles to load, had the shell wanted them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.title).toBe('Work in the Netherlands: a guide | EuLangJobs');
  });
});
