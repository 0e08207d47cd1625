import {
  buildJobListPath,
  FOOTER_LINKS,
  formatCount,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatLocation,
  isMandatoryLanguage,
  type Job,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  routeFor,
  slugToName,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../lib/escape-html';

/**
 * Server-rendered markup inside <div id="root">, for visitors and crawlers without JavaScript and for the first
 * paint before React takes over (docs/pages.md). The markup and class names follow the React screens so the page
 * looks the same until React replaces it: the shell's layout (shell/src/features/layout), its home page
 * (shell/src/features/pages/components/home-page.tsx) and mfe-jobs' list and job screens (features/job-list/components,
 * features/job-detail/components). The words (formatters, labels, link lists) come from the same shared-kit modules
 * the screens use (shared-kit/src/contracts/job-display.ts, site-links.ts); only the markup is written here.
 */

const jobHref = (job: Job) => `/jobs/${encodeURIComponent(job.url)}`;
/**
 * A job's own texts (title, description) are marked with the language they are written in, when known, so screen
 * readers and translators treat them as such (docs/i18n.md#the-rules).
 */
const contentLang = (job: Job) => (job.content_lang ? ` lang="${escapeHtml(job.content_lang)}"` : '');
const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

// ---- the shell's layout (navbar and footer as a guest sees them) ----

const NAVBAR = [
  '<header class="navbar"><nav class="navbar__inner" aria-label="Main">',
  link('/', 'EuLangJobs', 'navbar__brand'),
  `<ul class="navbar__links"><li>${link('/jobs', 'Jobs')}</li><li>${link('/career-events', 'Career events')}</li><li>${link('/company', 'For companies')}</li></ul>`,
  `<ul class="navbar__account"><li>${link('/login', 'Log in')}</li><li>${link('/register', 'Sign up', 'navbar__cta')}</li></ul>`,
  '</nav></header>',
].join('');

const FOOTER = [
  '<footer class="footer"><nav aria-label="Footer"><ul class="footer__links">',
  FOOTER_LINKS.map(([href, text]) => `<li>${link(href, text)}</li>`).join(''),
  '</ul></nav>',
  '<p class="footer__note">EuLangJobs: jobs in Europe for multilingual candidates, in more than 40 languages.</p>',
  '</footer>',
].join('');

/** The shell's Layout around a page's main content: navbar and footer unless the route hides them. */
export function renderLayout(pathname: string, main: string): string {
  const { chrome } = routeFor(pathname);
  return [
    '<a class="skip-link" href="#main">Skip to content</a>',
    chrome ? NAVBAR : '',
    `<main id="main" class="${chrome ? 'main' : 'main main--bare'}">${main}</main>`,
    chrome ? FOOTER : '',
  ].join('');
}

// ---- the shell's home page ----

const listPath = (language: string, location: string) =>
  buildJobListPath({ languages: language ? [language] : [], location: location || null });

/**
 * The home page. Without JavaScript its search form still works: a GET to /jobs with the choices, which the
 * list page reads (see resolve-page.ts); with JavaScript React's form navigates to the canonical list path.
 */
export function renderHome(): string {
  const options = (items: readonly string[], none: string) =>
    [
      `<option value="" selected>${none}</option>`,
      ...items.map((item) => `<option value="${escapeHtml(item)}">${escapeHtml(slugToName(item))}</option>`),
    ].join('');
  return [
    '<div class="page-main page-home">',
    '<h1>Jobs in Europe for people who speak languages</h1>',
    '<p class="page-intro">EuLangJobs brings together multilingual candidates, expats and the companies that need them. Search thousands of jobs in more than 40 languages across Europe, save the ones you like and apply with your profile in a few clicks.</p>',
    '<search aria-label="Search jobs"><form class="page-search" action="/jobs" method="get">',
    `<div class="page-search-field"><label for="home-search-language">Language you speak</label><select id="home-search-language" name="language">${options(POPULAR_LANGUAGES, 'Any language')}</select></div>`,
    `<div class="page-search-field"><label for="home-search-location">Where</label><select id="home-search-location" name="location">${options(POPULAR_LOCATIONS, 'Anywhere in Europe')}</select></div>`,
    '<button type="submit" class="page-search-submit">Search jobs</button>',
    '</form></search>',
    '<section class="page-section" aria-labelledby="home-by-language"><h2 id="home-by-language">Jobs by language</h2><ul class="page-link-list">',
    POPULAR_LANGUAGES.map(
      (language) => `<li>${link(listPath(language, ''), `Jobs for ${language} speakers`)}</li>`,
    ).join(''),
    '</ul></section>',
    '<section class="page-section" aria-labelledby="home-by-country"><h2 id="home-by-country">Jobs by country</h2><ul class="page-link-list">',
    POPULAR_LOCATIONS.map(
      (location) =>
        `<li>${link(listPath('', location), location === 'Remote' ? 'Remote jobs' : `Jobs in ${slugToName(location)}`)}</li>`,
    ).join(''),
    `</ul><p>${link('/jobs', 'See all jobs')}</p></section>`,
    '<section class="page-section" aria-labelledby="home-companies"><h2 id="home-companies">For companies</h2>',
    '<p>Looking for people who speak your customers&#39; language? Post your jobs, review applicants, search our CV database of multilingual candidates and run your own branded careers minisite.</p>',
    `<ul class="page-cta-list"><li>${link('/company', 'Hire multilingual talent', 'page-cta')}</li><li>${link('/company/pricing', 'See our prices', 'page-cta')}</li></ul>`,
    '</section>',
    '<section class="page-section" aria-labelledby="home-events"><h2 id="home-events">Virtual career events</h2>',
    '<p>Meet recruiters online during our virtual career fairs and speed-hiring weeks: register once, talk to several employers and get answers within days.</p>',
    `<p>${link('/career-events', 'Upcoming career events', 'page-cta')}</p>`,
    '</section>',
    '</div>',
  ].join('');
}

// ---- shared-kit's not-found page ----

export function renderNotFound(): string {
  return [
    '<section class="sk-not-found"><h1>Page not found</h1>',
    '<p>The page you are looking for does not exist or has moved.</p>',
    `<nav aria-label="Not found"><ul><li>${link('/jobs', 'Browse jobs')}</li><li>${link('/', 'Go to the home page')}</li></ul></nav>`,
    '</section>',
  ].join('');
}

// ---- mfe-jobs: job list ----

function languages(job: Job): string {
  if (job.languages.length === 0) return '';
  const items = job.languages
    .map(
      (l) =>
        `<li class="jobs-language">${escapeHtml(l.name)}${isMandatoryLanguage(l) ? '<span class="jobs-language-required"> (required)</span>' : ''}</li>`,
    )
    .join('');
  return `<ul class="jobs-languages" aria-label="Languages">${items}</ul>`;
}

/** The guest's Save button (mfe-jobs components/favorite-button.tsx): same box, so nothing moves on takeover. */
const favoriteButton = (job: Job) =>
  `<button type="button" class="jobs-favorite" aria-pressed="false" aria-label="Save ${escapeHtml(job.title)} to favourites"><span aria-hidden="true">☆</span><span class="jobs-favorite-text">Save</span></button>`;

function card(job: Job): string {
  return [
    '<li><article class="sk-card jobs-card">',
    `<h2 class="sk-card-title jobs-card-title"${contentLang(job)}>${link(jobHref(job), job.title)}</h2>`,
    `<p class="jobs-card-meta"><span class="jobs-card-company">${escapeHtml(job.company.name)}</span>`,
    `<span class="jobs-card-location">${escapeHtml(formatLocation(job))}</span></p>`,
    languages(job),
    '<div class="jobs-card-foot">',
    `<p class="jobs-card-date">Published <time datetime="${escapeHtml(job.published_at)}">${escapeHtml(formatDate(job.published_at))}</time></p>`,
    favoriteButton(job),
    '</div>',
    '</article></li>',
  ].join('');
}

type MinisiteBranding = {
  name: string;
  logo: string | null;
  template: number | null;
  content: Record<string, unknown> | null;
};

export type ListContent = {
  h1: string;
  minisite?: MinisiteBranding | null;
  jobs: Job[];
  total: number;
  capped: boolean;
  /** Filters set (mfe-jobs search-url countFilters): languages, remote, location, keywords, latests. */
  filterCount: number;
  latests: boolean;
  previousPath: string | null;
  nextPath: string | null;
};

const contentText = (content: Record<string, unknown> | null, key: string) => {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/** mfe-jobs' MinisiteHeader: logo, template class and the known text fields of the content, as text. */
function minisiteHeader(minisite: MinisiteBranding): string {
  const headline = contentText(minisite.content, 'headline');
  const intro = contentText(minisite.content, 'intro');
  return [
    `<section class="jobs-minisite jobs-minisite--${minisite.template === null ? 'plain' : `template-${minisite.template}`}" aria-label="About ${escapeHtml(minisite.name)}" data-testid="minisite">`,
    minisite.logo
      ? `<img class="jobs-minisite-logo" src="${escapeHtml(minisite.logo)}" alt="${escapeHtml(minisite.name)} logo" width="120" height="60">`
      : '',
    '<div class="jobs-minisite-content">',
    headline ? `<h2>${escapeHtml(headline)}</h2>` : '',
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    '</div></section>',
  ].join('');
}

/** mfe-jobs' JobListPage with its FilterBar and JobList, plus page links for crawlers (the client loads more in place). */
export function renderJobList(list: ListContent): string {
  const items =
    list.jobs.length === 0
      ? '<p class="jobs-empty">No jobs match this search yet. Try fewer filters or the newest jobs.</p>'
      : `<ol class="jobs-items" aria-label="Job results">${list.jobs.map(card).join('')}</ol>`;
  const plus = list.capped ? '+' : '';
  const pager = [
    list.previousPath ? `<a rel="prev" href="${escapeHtml(list.previousPath)}">Previous page</a>` : '',
    list.nextPath ? `<a rel="next" href="${escapeHtml(list.nextPath)}">Next page</a>` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    // mfe-jobs renders its screens inside this wrapper (remote-entry.tsx).
    '<div class="jobs-area"><div class="jobs-page">',
    `<header class="jobs-page-header"><h1 id="jobs-list-heading">${escapeHtml(list.h1)}</h1>${list.minisite ? minisiteHeader(list.minisite) : ''}</header>`,
    '<div class="jobs-filters"><div class="jobs-filter-bar">',
    `<button type="button" class="jobs-filter-toggle" aria-expanded="false">Filters (${list.filterCount})</button>`,
    `<label class="jobs-latests"><input type="checkbox"${list.latests ? ' checked' : ''}> Latest jobs only</label>`,
    list.filterCount > 0 ? `<a class="jobs-filter-clear" href="/jobs">Clear filters</a>` : '',
    '</div></div>',
    '<div class="jobs-layout"><section class="jobs-list" aria-labelledby="jobs-list-heading">',
    `<p class="jobs-total"><strong>${formatCount(list.total)}${plus}</strong> ${list.total === 1 && !list.capped ? 'job' : 'jobs'} found</p>`,
    items,
    `<p class="jobs-shown">Showing ${formatCount(list.jobs.length)} of ${formatCount(list.total)}${plus}</p>`,
    pager ? `<nav class="jobs-pager" aria-label="Pages">${pager}</nav>` : '',
    '</section></div>',
    '</div></div>',
  ].join('');
}

// ---- mfe-jobs: job page ----

function fact(term: string, value: string | null): string {
  return value ? `<div class="jobs-fact"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>` : '';
}

/** mfe-jobs' JobDetails in page mode, as a guest sees it (Apply sends a guest to log in: a link here). */
export function renderJob(job: Job, h1: string): string {
  const id = `jobs-detail-title-${job.id}`;
  const unavailable = job.available === false;
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const slugs = job.languages.map((l) => l.slug);
  const languageLinks =
    slugs.length === 0
      ? ''
      : [
          '<ul class="jobs-link-list" aria-label="Jobs for these languages">',
          slugs.length > 1
            ? `<li>${link(buildJobListPath({ languages: slugs }), `Jobs for ${job.languages.map((l) => l.name).join(' and ')} speakers`)}</li>`
            : '',
          job.languages
            .map((l) => `<li>${link(buildJobListPath({ languages: [l.slug] }), `Jobs for ${l.name} speakers`)}</li>`)
            .join(''),
          '</ul>',
        ].join('');
  const skills =
    job.skills.length > 0
      ? `<section aria-labelledby="${id}-skills"><h2 id="${id}-skills">Skills</h2><ul class="jobs-skills">${job.skills
          .map((s) => `<li>${link(buildJobListPath({ skill: s.slug }), s.name || s.slug)}</li>`)
          .join('')}</ul></section>`
      : '';
  return [
    `<div class="jobs-area"><article class="jobs-detail" aria-labelledby="${id}">`,
    '<header class="jobs-detail-header">',
    `<h1 id="${id}"${contentLang(job)}>${escapeHtml(h1)}</h1>`,
    `<p class="jobs-detail-company">${escapeHtml(job.company.name)}</p>`,
    `<p class="jobs-detail-location">${escapeHtml(formatLocation(job))}</p>`,
    '</header>',
    unavailable ? '<p class="jobs-unavailable" role="note">This job is no longer available.</p>' : '',
    '<div class="jobs-actions">',
    unavailable ? '' : link('/login', 'Apply', 'sk-button sk-button--primary jobs-apply'),
    favoriteButton(job),
    '</div>',
    '<dl class="jobs-facts">',
    fact('Employment type', formatEmploymentType(job.employment_type)),
    fact('Salary', job.salary),
    fact('Experience', formatExperience(job.experience)),
    fact('Published', formatDate(job.published_at)),
    '</dl>',
    `<section aria-labelledby="${id}-languages"><h2 id="${id}-languages">Languages</h2>${languages(job)}${languageLinks}</section>`,
    skills,
    `<section aria-labelledby="${id}-description"><h2 id="${id}-description">Job description</h2><div class="jobs-description"${contentLang(job)}>${paragraphs}</div></section>`,
    `<p>${link('/jobs', 'Back to the newest jobs')}</p>`,
    '</article></div>',
  ].join('');
}
