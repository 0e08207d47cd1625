import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from 'shared-kit/contracts';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { type FakeHandler, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadJobsMessages } from '../../../locales';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail } from '../../../testing/job-fixtures';

// A Polish visitor: the page starts in Polish (the shell activates it before the first render).
beforeAll(async () => {
  await registerCatalogue(loadKitMessages);
  await registerCatalogue(loadJobsMessages);
});
beforeEach(() => act(() => activateLocale('pl')));
afterEach(() => act(() => activateLocale('en')));

function renderJob(job: Job, session: 'guest' | 'candidate' = 'guest', extra: FakeHandler = () => ({ status: 404 })) {
  const detail = makeJobDetail(job);
  detail.relatedJobs = {
    general: [makeJob(100, { title: 'Commercial avec français', content_lang: 'fr' })],
    sameCity: [],
    sameCompany: [],
    sameLanguages: [],
  };
  const http = mockHttp((request) => (request.url === '/api/job' ? { data: detail } : extra(request)));
  renderWithProviders(<JobsRoutes />, { route: `/jobs/${job.url}`, session });
  return http;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the job page in Polish', () => {
  it('labels the job in Polish and keeps what the company posted in the language it was written in', async () => {
    renderJob(
      makeJob(42, {
        title: 'Kundenberater mit Niederländisch',
        description: 'Erster Absatz.\n\nZweiter Absatz.',
        salary: '2.100 € brutto im Monat',
        content_lang: 'de',
        remote: { slug: 'hybrid', name: 'Hybrid' },
      }),
    );

    const title = await screen.findByRole('heading', { level: 1, name: 'Kundenberater mit Niederländisch' });
    expect(title).toHaveAttribute('lang', 'de');
    const description = screen.getByRole('region', { name: 'Opis stanowiska' });
    expect(within(description).getByText('Erster Absatz.').parentElement).toHaveAttribute('lang', 'de');

    expect(fact('Rodzaj zatrudnienia')).toHaveTextContent('Pełny etat');
    // Read by the api (salary_range): said in Polish, not in the company's German ("45.000 € pro Jahr" in another
    // interface language was the bug).
    expect(fact('Wynagrodzenie')).toHaveTextContent('2100 € miesięcznie');
    expect(fact('Wynagrodzenie')).not.toHaveAttribute('lang');
    expect(fact('Doświadczenie')).toHaveTextContent('2 lata');
    // A date past a month takes its preposition-less Polish phrase; the full date is the <time>.
    expect(screen.getByText('4 mar 2025').closest('p')).toHaveTextContent(/^Opublikowano 4 mar 2025$/);
    // Countries, languages and remote types in Polish; the city as given (docs/i18n.md#formats).
    const location = screen.getByText('Amsterdam, Holandia', { selector: '.jobs-detail-location' });
    expect(location).toHaveTextContent('Amsterdam, Holandia Hybrydowo');
    expect(within(location).getByText('Hybrydowo')).toHaveClass('sk-badge');

    const linkList = within(screen.getByRole('region', { name: 'Języki' })).getByRole('list');
    const languages = within(within(screen.getByRole('complementary')).getByRole('list')).getAllByRole('listitem');
    expect(languages.map((item) => item.textContent)).toEqual([
      'niderlandzki · Zaawansowany (C1–C2) (wymagany)',
      'angielski',
    ]);
    const languageLinks = within(linkList as HTMLElement).getAllByRole('link');
    expect(languageLinks.map((a) => a.textContent)).toEqual([
      'Oferty pracy dla osób znających niderlandzki i angielski',
      'Oferty pracy dla osób znających niderlandzki',
      'Oferty pracy dla osób znających angielski',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Umiejętności' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplikuj' })).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Podobne oferty' });
    expect(within(related).getByRole('heading', { level: 3 })).toHaveTextContent('Powiązane oferty');
    expect(within(related).getByRole('link', { name: 'Commercial avec français' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'Wróć do najnowszych ofert' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryAllByText(/^(jobs|kit)\.[\w.-]+$/)).toEqual([]);
  });

  it('says when a job is closed and what a job without experience asks for', async () => {
    renderJob(makeJob(8, { available: false, experience: 0, employment_type: 4 }));
    await screen.findByRole('heading', { level: 1, name: 'Customer service agent 8' });
    expect(screen.getByRole('note')).toHaveTextContent('Ta oferta nie jest już aktualna.');
    expect(screen.queryByRole('button', { name: 'Aplikuj' })).not.toBeInTheDocument();
    expect(fact('Doświadczenie')).toHaveTextContent('Doświadczenie nie jest wymagane');
    expect(fact('Rodzaj zatrudnienia')).toHaveTextContent('Staż');
  });

  it("gives a candidate the favourite's notices in Polish", async () => {
    renderJob(makeJob(5, { extra: { favorite: false } }), 'candidate', ({ url }) =>
      url?.startsWith('/api/candidates/favorites') ? { data: { favorite: { offer_id: 5 } } } : { status: 404 },
    );
    const button = await screen.findByRole('button', { name: 'Zapisz ofertę Customer service agent 5 w ulubionych' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Zapisano'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Zapisz'));
    expect(getNotifications().map((n) => n.content)).toEqual(['Dodano do ulubionych', 'Usunięto z ulubionych']);
  });
});
