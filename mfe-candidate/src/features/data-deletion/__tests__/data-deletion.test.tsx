import { act, screen, within } from '@testing-library/react';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadCandidateMessages } from '../../../locales';
import CandidateRoutes from '../../../remote-entry';

const section = (name: string) => screen.getByRole('region', { name });

describe('data deletion page', () => {
  it('explains to a guest, without calling the api, how to export first, then delete, or ask without access', async () => {
    const { requests } = mockHttp(() => ({ data: {} }));
    renderWithProviders(<CandidateRoutes />, { route: '/candidates/data-deletion' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('How to delete your data');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'First, keep a copy if you want one',
      'Delete your account yourself',
      'What is deleted',
      'What is kept',
      'Cannot log in? Ask us',
    ]);

    // The buttons are named as the settings page names them.
    const copy = section('First, keep a copy if you want one');
    expect(copy).toHaveTextContent('“Download my data” gives you at once a ZIP file');
    expect(within(copy).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account/account-settings',
    );
    const steps = within(section('Delete your account yourself')).getAllByRole('listitem');
    expect(within(steps[0]).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(steps[1]).toHaveTextContent('Open Account settings and choose “Delete my account”.');
    expect(steps[2]).toHaveTextContent('confirm with “Delete for good”.');

    const deleted = within(section('What is deleted'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .join(' ');
    for (const word of [
      'profile',
      'languages',
      'experience',
      'education',
      'skills',
      'CVs',
      'photo',
      'saved jobs',
      'applications',
      'latest searches',
      'session',
    ]) {
      expect(deleted).toContain(word);
    }
    expect(section('What is kept')).toHaveTextContent(/Only the reason .* without your name, your email address/);

    expect(within(section('Cannot log in? Ask us')).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/eulangjobs/contact',
    );
    expect(requests).toEqual([]);
  });

  it('says it all in German, the button names included', async () => {
    await registerCatalogue(loadCandidateMessages);
    renderWithProviders(<CandidateRoutes />, { route: '/candidates/data-deletion' });
    await screen.findByRole('heading', { level: 1 });
    try {
      await act(() => activateLocale('de'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('So löschen Sie Ihre Daten');
      expect(screen.getByText(/wählen Sie „Mein Konto löschen“/)).toBeInTheDocument();
      expect(screen.queryAllByText(/^(candidate|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
