import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadJobsMessages } from '../../../locales';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobList, makeReference } from '../../../testing/job-fixtures';

// A Polish visitor: the page starts in Polish (the shell activates it before the first render).
beforeAll(async () => {
  await registerCatalogue(loadKitMessages);
  await registerCatalogue(loadJobsMessages);
});
beforeEach(() => act(() => activateLocale('pl')));
afterEach(() => act(() => activateLocale('en')));

/** A list of `total` jobs (the first page of it), with the api's reference lists for the filters. */
function listOf(total: number, capped = false) {
  const list = makeJobList(1, Math.min(total, 20), total, {}, makeReference());
  return { ...list, jobs: { ...list.jobs, total_capped: capped } };
}

const countSentence = () => screen.findByText((_, element) => element?.classList.contains('jobs-total') ?? false);
// Message ids on screen would mean a catalogue was not loaded or an id is missing.
const ids = () => screen.queryAllByText(/^(jobs|kit)\.[\w.-]+$/);

describe('the job list in Polish', () => {
  it.each([
    [1, '1 oferta pracy'],
    [3, '3 oferty pracy'],
    [5, '5 ofert pracy'],
    [22, '22 oferty pracy'],
    [0, '0 ofert pracy'],
  ])('says %i jobs with the Polish plural form', async (total, sentence) => {
    mockHttp(({ url }) => (url === '/api/job' ? { status: 404 } : { data: listOf(total) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany' });
    expect(await countSentence()).toHaveTextContent(sentence);
  });

  it('writes a capped count as the lower bound it is, with Polish grouping', async () => {
    mockHttp(({ url }) => (url === '/api/job' ? { status: 404 } : { data: listOf(1000, true) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany' });
    expect(await countSentence()).toHaveTextContent('1000+ ofert pracy');
    expect(screen.getByText('Wyświetlono 20 z 1000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wczytaj więcej ofert' })).toBeInTheDocument();
  });

  it('shows the cards, the filters and the split view in Polish; job titles keep their own language', async () => {
    const job = makeJob(1, { title: 'Kundenberater mit Niederländisch', content_lang: 'de' });
    const unknown = makeJob(2, { content_lang: null });
    mockHttp(({ url }) =>
      url === '/api/job'
        ? { status: 404 }
        : { data: { ...listOf(2), jobs: { ...listOf(2).jobs, data: [job, unknown] } } },
    );
    renderWithProviders(<JobsRoutes />, { route: '/jobs' });

    const title = await screen.findByRole('heading', { level: 2, name: 'Kundenberater mit Niederländisch' });
    expect(title).toHaveAttribute('lang', 'de');
    // A job whose language is not known is not marked (it inherits the page's, as before).
    expect(screen.getByRole('heading', { level: 2, name: 'Customer service agent 2' })).not.toHaveAttribute('lang');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Najnowsze oferty pracy');
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('4 mar 2025').closest('p')).toHaveTextContent('Opublikowano 4 mar 2025');
    const languages = within(card).getByRole('list');
    expect(within(languages).getAllByRole('listitem')[0]).toHaveTextContent('niderlandzki · C1–C2 (wymagany)');
    expect(
      within(card).getByRole('button', { name: 'Zapisz ofertę Kundenberater mit Niederländisch w ulubionych' }),
    ).toHaveTextContent('Zapisz');
    expect(screen.getByRole('complementary', { name: 'Wybrana oferta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następna oferta' })).toBeInTheDocument();

    const bar = document.querySelector('.jobs-filter-bar') as HTMLElement;
    expect(within(bar).getByRole('combobox', { name: 'Języki' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Tylko najnowsze oferty' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(bar).getByRole('button', { name: 'Pełny etat' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Filtry (0)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    expect(within(drawer).getByRole('combobox', { name: 'Lokalizacja' })).toHaveValue('');
    const experience = within(await within(drawer).findByRole('group', { name: 'Doświadczenie' })).getAllByRole(
      'checkbox',
    );
    expect(experience.slice(0, 4).map((box) => box.parentElement?.textContent?.trim())).toEqual([
      'Doświadczenie nie jest wymagane',
      '1 rok',
      '2 lata',
      '3 lata',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Pokaż oferty z tą umiejętnością' })).toBeInTheDocument();
    expect(ids()).toEqual([]);
  });

  it('changes every text at once when the visitor switches back to English', async () => {
    mockHttp(({ url }) => (url === '/api/job' ? { status: 404 } : { data: listOf(5) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany' });
    expect(await countSentence()).toHaveTextContent('5 ofert pracy');

    await act(() => activateLocale('en'));
    expect(screen.getByText(/jobs found/)).toHaveTextContent('5 jobs found');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.getAllByText('4 Mar 2025')[0].closest('p')).toHaveTextContent('Published 4 Mar 2025');
  });
});
