import {
  buildJobListPath,
  formatCount,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  type PopularCounts,
  popularCountryName,
  popularLanguageName,
  homeSearchLanguages,
  homeSearchLocations,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, button, link, linkButton, select, textField } from './markup';

// ---- the shell's home page ----

/** The reference lists the home page's search offers (the same choices as the React form's, once it has them). */
export type HomeLists = {
  languages: { slug: string; name: string }[];
  countries: { slug: string; name: string; iso2?: string | null }[];
  cities: { slug: string; name: string; country_slug: string }[];
};

/** A popular list's card with its live count (shell home-page.tsx `PopularLinks`). */
function popularSection(
  id: string,
  title: string,
  links: [href: string, text: string, count: number | undefined][],
  say: Say,
) {
  const { locale, t } = say;
  const items = links.map(
    ([href, text, count]) =>
      `<li class="sk-card sk-card--interactive page-popular__item"><p class="sk-card-title">${link(href, text)}</p><p class="page-popular__count">${count === undefined ? '&nbsp;' : escapeHtml(t('shell.home.jobCount', { count, total: formatCount(count, locale) }))}</p></li>`,
  );
  return `<section class="page-section" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2><ul class="page-popular">${items.join('')}</ul></section>`;
}

/**
 * The home page (shell/src/features/pages/components/home-page.tsx). Without JavaScript its search form still works:
 * a GET to /jobs with the keywords and the choices, which the api redirects to the list (routes/pages/index.ts);
 * the Comboboxes of the React form are native selects of the same choices here.
 */
export function renderHome(say: Say, counts: PopularCounts, lists: HomeLists): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  // The live number of jobs behind each popular link (services/jobs/popular.ts, the figures of GET /api/jobs/popular).
  const countOf = (list: PopularCounts['languages'], slug: string) => list.find((item) => item.slug === slug)?.count;
  return [
    '<div class="page-main page-home">',
    '<div class="page-hero">',
    `<h1>${e('shell.home.title')}</h1>`,
    `<p class="page-intro">${e('shell.home.intro')}</p>`,
    // The design system's Illustration (shared-kit/src/ui/illustration.tsx): decoration drawn by CSS.
    '<div class="sk-illustration sk-illustration--home page-hero__art" aria-hidden="true"></div>',
    `<search aria-label="${e('shell.home.search.label')}"><form class="page-search" action="/jobs" method="get">`,
    textField(
      'home-search-keywords',
      t('shell.home.search.keywords'),
      'type="search" name="keywords" autocomplete="off" enterkeyhint="search"',
      'page-search__keywords',
    ),
    select(
      'home-search-language',
      'language',
      t('shell.home.search.language'),
      t('shell.home.search.anyLanguage'),
      homeSearchLanguages(lists, locale),
      'page-search__language',
    ),
    select(
      'home-search-location',
      'location',
      t('shell.home.search.location'),
      t('shell.home.search.anywhere'),
      homeSearchLocations(lists, locale, t('shell.home.search.remote')),
      'page-search__location',
    ),
    button(t('shell.home.search.submit'), 'page-search__submit'),
    '</form></search>',
    '</div>',
    popularSection(
      'home-by-language',
      t('shell.home.byLanguage.title'),
      POPULAR_LANGUAGES.map((language) => [
        buildJobListPath({ languages: [language] }),
        t('shell.home.byLanguage.link', { language: popularLanguageName(language, locale) }),
        countOf(counts.languages, language),
      ]),
      say,
    ),
    popularSection(
      'home-by-country',
      t('shell.home.byCountry.title'),
      POPULAR_LOCATIONS.map((location) => [
        buildJobListPath({ location }),
        location === 'Remote'
          ? t('shell.home.byCountry.remote')
          : t('shell.home.byCountry.link', { country: popularCountryName(location, locale) }),
        countOf(counts.locations, location),
      ]),
      say,
    ),
    `<p class="page-all-jobs">${linkButton('/jobs', t('shell.home.allJobs'))}</p>`,
    `<section class="page-section" aria-labelledby="home-companies"><h2 id="home-companies">${e('shell.home.companies.title')}</h2>`,
    `<p>${e('shell.home.companies.text')}</p>`,
    `<ul class="page-cta-list"><li>${linkButton('/company', t('shell.home.companies.hire'))}</li><li>${linkButton('/company/pricing', t('shell.home.companies.prices'))}</li></ul>`,
    '</section>',
    `<section class="page-section" aria-labelledby="home-events"><h2 id="home-events">${e('shell.home.events.title')}</h2>`,
    `<p>${e('shell.home.events.text')}</p>`,
    `<ul class="page-cta-list"><li>${linkButton('/career-events', t('shell.home.events.link'))}</li></ul>`,
    '</section>',
    '</div>',
  ].join('');
}
