import {
  avatarInitials,
  avatarTone,
  buildJobListPath,
  countryName,
  EMPLOYMENT_TYPES,
  EU_CONTINENTE,
  FOOTER_LINKS,
  formatCount,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatList,
  formatLanguageLevel,
  formatPlaceBesideBadge,
  formatRelativeDate,
  isMandatoryLanguage,
  isNewJob,
  jobSalary,
  type Job,
  type JobListPath,
  languageName,
  type Locale,
  remoteName,
  LOCALE_NAMES,
  LOCALES,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  PASSWORD_MIN_LENGTH,
  type PopularCounts,
  popularCountryName,
  paginationItems,
  popularLanguageName,
  routeFor,
  slugToName,
  type Widening,
  widenSearch,
  type SearchChoice,
  homeSearchLanguages,
  homeSearchLocations,
} from 'shared-kit/contracts';
import type { Translate } from '../../i18n/catalogues';
import { escapeHtml } from '../../lib/escape-html';

/**
 * Server-rendered markup inside <div id="root">, for visitors and crawlers without JavaScript and for the first
 * paint before React takes over (docs/pages.md). The markup and class names follow the React screens so the page
 * looks the same until React replaces it: the shell's layout (shell/src/features/layout), its home page
 * (shell/src/features/pages/components/home-page.tsx) and mfe-jobs' list and job screens (features/job-list/components,
 * features/job-detail/components). The words (formatters, labels, link lists) come from the same shared-kit modules
 * the screens use (shared-kit/src/contracts/job-display.ts, site-links.ts) and the texts from the screens' own
 * catalogue messages, said in the visitor's language (docs/i18n.md#on-the-server); only the markup is written here.
 */

/** The visitor's language and its texts (the request's `locale` and `t`). */
export type Say = { locale: Locale; t: Translate };

const jobHref = (job: Job) => `/jobs/${encodeURIComponent(job.url)}`;
/**
 * A job's own texts (title, description) are marked with the language they are written in, when known, so screen
 * readers and translators treat them as such (docs/i18n.md#the-rules).
 */
const contentLang = (job: Job) => (job.content_lang ? ` lang="${escapeHtml(job.content_lang)}"` : '');
const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

// ---- the shell's layout (navbar and footer as a guest sees them) ----

/**
 * shared-kit's LanguageSwitcher as a plain form: the api answers its post with the cookie and a redirect back
 * (docs/i18n.md#choosing-the-language). Its button shows only without JavaScript, where a choice cannot apply itself;
 * with JavaScript the app's switcher replaces it before anyone needs it.
 */
function languageSwitcher(where: 'navbar' | 'menu' | 'footer', returnTo: string, { locale, t }: Say): string {
  const id = `${where}-language`;
  const options = LOCALES.map(
    (option) =>
      `<option value="${option}" lang="${option}"${option === locale ? ' selected' : ''}>${escapeHtml(LOCALE_NAMES[option])}</option>`,
  ).join('');
  return [
    `<form class="sk-language${where === 'menu' ? '' : ` ${where}__language`}" method="post" action="/api/locale">`,
    `<label for="${id}">${escapeHtml(t('kit.language.label'))}</label>`,
    `<select id="${id}" name="locale">${options}</select>`,
    `<input type="hidden" name="next" value="${escapeHtml(returnTo)}">`,
    `<noscript><button type="submit" class="sk-button sk-button--secondary">${escapeHtml(t('kit.language.apply'))}</button></noscript>`,
    '</form>',
  ].join('');
}

/** The navbar's menu icon (shell navbar.tsx `MenuIcon`): three bars, decorative. */
const MENU_ICON =
  '<svg class="navbar__menu-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';

const siteLinks = ({ t }: Say) =>
  [
    ['/jobs', t('shell.navbar.jobs')],
    ['/career-events', t('shell.navbar.careerEvents')],
    ['/company', t('shell.navbar.forCompanies')],
  ] as const;

const linkList = (className: string, links: readonly (readonly [string, string])[]) =>
  `<ul class="${className}">${links.map(([href, text]) => `<li>${link(href, text)}</li>`).join('')}</ul>`;

/**
 * The shell's Navbar as a guest sees it (shell/src/features/layout/components/navbar.tsx): one row. Below the desktop
 * width the links are in the menu; without JavaScript that menu is a <details> whose summary looks like React's menu
 * button and takes the same room, so nothing moves when React replaces it with the button and its Drawer.
 */
function navbar(returnTo: string, say: Say): string {
  const { t } = say;
  const logIn = [['/login', t('shell.navbar.logIn')]] as const;
  return [
    `<header class="navbar"><nav class="navbar__inner" aria-label="${escapeHtml(t('shell.navbar.label'))}">`,
    link('/', t('shell.brand'), 'navbar__brand'),
    linkList('navbar__links', siteLinks(say)),
    linkList('navbar__account', logIn),
    `<a class="sk-button sk-button--primary sk-button--sm navbar__cta" href="/register"><span class="sk-button__label">${escapeHtml(t('shell.navbar.signUp'))}</span></a>`,
    languageSwitcher('navbar', returnTo, say),
    '<details class="navbar__menu">',
    `<summary class="sk-button sk-button--ghost"><span class="sk-button__label">${MENU_ICON}${escapeHtml(t('shell.navbar.menu'))}</span></summary>`,
    '<div class="navbar__menu-panel">',
    linkList('navbar-menu__list', siteLinks(say)),
    linkList('navbar-menu__list', [...logIn, ['/register', t('shell.navbar.signUp')]]),
    languageSwitcher('menu', returnTo, say),
    '</div></details>',
    '</nav></header>',
  ].join('');
}

function footer(returnTo: string, say: Say): string {
  const { t } = say;
  return [
    `<footer class="footer"><nav aria-label="${escapeHtml(t('shell.footer.label'))}"><ul class="footer__links">`,
    FOOTER_LINKS.map(([href, , id]) => `<li>${link(href, t(id))}</li>`).join(''),
    '</ul></nav>',
    languageSwitcher('footer', returnTo, say),
    `<p class="footer__note">${escapeHtml(t('shell.footer.note'))}</p>`,
    '</footer>',
  ].join('');
}

/** The shell's Layout around a page's main content: navbar and footer unless the route hides them. */
export function renderLayout(pathname: string, main: string, say: Say, returnTo = pathname): string {
  const { chrome } = routeFor(pathname);
  return [
    `<a class="skip-link" href="#main">${escapeHtml(say.t('shell.layout.skipToContent'))}</a>`,
    chrome ? navbar(returnTo, say) : '',
    `<main id="main" class="${chrome ? 'main' : 'main main--bare'}">${main}</main>`,
    chrome ? footer(returnTo, say) : '',
  ].join('');
}

// ---- shared-kit/ui's controls, as the React components render them ----

/** A TextField (shared-kit/src/ui/text-field.tsx): its label, its hint, the input and the (empty) error line. */
function textField(id: string, label: string, attributes: string, className = '', hint = ''): string {
  return [
    `<div class="sk-field${className ? ` ${className}` : ''}">`,
    `<label class="sk-field__label" for="${id}">${escapeHtml(label)}</label>`,
    hint ? `<p class="sk-field__hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '',
    `<input id="${id}" ${attributes}${hint ? ` aria-describedby="${id}-hint"` : ''} class="sk-input">`,
    `<p class="sk-field__error" id="${id}-error" aria-live="polite"></p>`,
    '</div>',
  ].join('');
}

/** A Select (shared-kit/src/ui/select.tsx) with an empty first choice: the server's stand-in for a Combobox. */
function select(id: string, name: string, label: string, none: string, choices: SearchChoice[], className: string) {
  const options = choices
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.value)}">${escapeHtml(choice.hint ? `${choice.label} (${choice.hint})` : choice.label)}</option>`,
    )
    .join('');
  return [
    `<div class="sk-field ${className}">`,
    `<label class="sk-field__label" for="${id}">${escapeHtml(label)}</label>`,
    `<span class="sk-select"><select id="${id}" name="${name}" class="sk-input sk-select__control"><option value="" selected>${escapeHtml(none)}</option>${options}</select></span>`,
    `<p class="sk-field__error" id="${id}-error" aria-live="polite"></p>`,
    '</div>',
  ].join('');
}

const button = (text: string, className = '', type = 'submit') =>
  `<button type="${type}" class="sk-button sk-button--primary${className ? ` ${className}` : ''}"><span class="sk-button__label">${escapeHtml(text)}</span></button>`;

/** shared-kit's LinkButton as markup: the same classes and label span (docs/design-system.md#button-and-linkbutton). */
const linkButton = (href: string, text: string, variant: 'primary' | 'secondary' = 'secondary') =>
  `<a class="sk-button sk-button--${variant}" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(text)}</span></a>`;

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

// ---- the shell's account pages ----

/**
 * /login and /register as their React screens start (shell/src/features/auth/components): the brand, the h1 and the
 * form, so the page has its main landmark and heading without JavaScript and does not move when React takes over.
 * Logging in and registering need the JSON api, so the form says so in a noscript message; its inputs have no
 * names, so a submit without JavaScript sends nothing (a password never lands in an address).
 */
export function renderAuthPage(page: 'login' | 'register', say: Say): string {
  const { t } = say;
  const email = textField(`${page}-email`, t('shell.auth.email'), 'type="email" required autocomplete="email"');
  const fields =
    page === 'login'
      ? [
          email,
          textField(
            'login-password',
            t('shell.auth.password'),
            'type="password" required autocomplete="current-password"',
          ),
        ]
      : [
          `<fieldset class="sk-radio-group"><legend class="sk-field__label">${escapeHtml(t('shell.register.accountType'))}</legend>`,
          [
            ['candidate', t('shell.register.candidate')],
            ['company', t('shell.register.company')],
          ]
            .map(
              ([value, label], index) =>
                `<div class="sk-check"><input type="radio" class="sk-check__input sk-check__input--radio" id="register-type-${value}" name="type" value="${value}"${index === 0 ? ' checked' : ''}><label class="sk-check__label" for="register-type-${value}">${escapeHtml(label ?? '')}</label></div>`,
            )
            .join(''),
          '<p class="sk-field__error" aria-live="polite"></p></fieldset>',
          textField('register-nombre', t('shell.register.firstName'), 'required autocomplete="given-name"'),
          textField('register-apellidos', t('shell.register.lastName'), 'autocomplete="family-name"'),
          email,
          textField(
            'register-password',
            t('shell.auth.password'),
            `type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password"`,
            '',
            t('shell.auth.passwordRules', { min: PASSWORD_MIN_LENGTH }),
          ),
          textField(
            'register-password-confirmation',
            t('shell.register.repeatPassword'),
            'type="password" required autocomplete="new-password"',
          ),
        ];
  const other =
    page === 'login'
      ? `<p>${link('/password/reset', t('shell.login.forgotPassword'))}</p><p>${withTags(t('shell.login.newHere'), { 0: ['<a href="/register">', '</a>'] })}</p>`
      : `<p>${withTags(t('shell.register.haveAccount'), { 0: ['<a href="/login">', '</a>'] })}</p>`;
  return [
    '<div class="auth-page">',
    link('/', t('shell.brand'), 'auth-page__brand'),
    `<h1>${escapeHtml(t(page === 'login' ? 'shell.login.title' : 'shell.register.title'))}</h1>`,
    `<noscript><p class="auth-page__noscript" role="note">${escapeHtml(t('shell.auth.needsJavaScript'))}</p></noscript>`,
    '<form class="auth-form" novalidate>',
    ...fields,
    button(t(page === 'login' ? 'shell.login.submit' : 'shell.register.submit')),
    '</form>',
    `<div class="auth-page__links">${other}</div>`,
    '</div>',
  ].join('');
}

// ---- shared-kit's not-found page ----

export function renderNotFound({ t }: Say): string {
  return [
    `<section class="sk-not-found"><h1>${escapeHtml(t('kit.notFound.title'))}</h1>`,
    `<p>${escapeHtml(t('kit.notFound.message'))}</p>`,
    `<nav aria-label="${escapeHtml(t('kit.notFound.nav'))}"><ul><li>${linkButton('/jobs', t('kit.notFound.browseJobs'), 'primary')}</li><li>${linkButton('/', t('kit.notFound.home'), 'secondary')}</li></ul></nav>`,
    '</section>',
  ].join('');
}

// ---- mfe-jobs: job list ----

/** A message's numbered tags (`<0>…</0>`) as the screens render them, the rest of the text escaped. */
function withTags(text: string, tags: Record<number, [open: string, close: string]>): string {
  return escapeHtml(text).replace(/&lt;(\/?)(\d+)&gt;/g, (whole, closing: string, n: string) => {
    const tag = tags[Number(n)];
    return tag ? tag[closing ? 1 : 0] : whole;
  });
}

// ---- shared-kit/ui components as markup (docs/design-system.md#components) ----

const badge = (tone: string, text: string) => `<span class="sk-badge sk-badge--${tone}">${escapeHtml(text)}</span>`;

/**
 * shared-kit's Avatar: the logo, or the name's initials on its tone (the same functions as the component). `decorative`
 * when the name is written beside it. A logo that fails to load before React is swapped by the component afterwards.
 */
function avatar(name: string, src: string | null, size: 'sm' | 'md' | 'lg', decorative: boolean): string {
  const classes = `sk-avatar sk-avatar--${size} sk-avatar--square`;
  if (src) return `<img class="${classes}" src="${escapeHtml(src)}" alt="${decorative ? '' : escapeHtml(name)}">`;
  const label = decorative ? 'aria-hidden="true"' : `role="img" aria-label="${escapeHtml(name)}"`;
  return `<span ${label} class="${classes} sk-avatar--tone-${avatarTone(name)}">${escapeHtml(avatarInitials(name))}</span>`;
}

/** mfe-jobs' RemoteBadge: remote and hybrid are marked, on-site is not. */
const remoteBadge = (job: Job, { t }: Say) =>
  job.remote && job.remote.slug !== 'on-site' ? badge('info', remoteName(job.remote, t)) : '';

const placeText = (job: Job, { locale, t }: Say) => formatPlaceBesideBadge(job, t, locale);

/** mfe-jobs' JobLanguages: a tag per language with its level; mandatory ones marked in words. */
function languages(job: Job, { locale, t }: Say): string {
  if (job.languages.length === 0) return '';
  const items = job.languages
    .map((l) => {
      const level = formatLanguageLevel(l.level, t);
      return [
        `<li class="jobs-language"><span class="sk-chip"><span>${escapeHtml(languageName(l, locale))}`,
        level ? `<span class="jobs-language-level"> · ${escapeHtml(level)}</span>` : '',
        isMandatoryLanguage(l)
          ? `<span class="jobs-language-required"> ${escapeHtml(t('jobs.languages.required'))}</span>`
          : '',
        '</span></span></li>',
      ].join('');
    })
    .join('');
  return `<ul class="jobs-languages" aria-label="${escapeHtml(t('jobs.languages.label'))}">${items}</ul>`;
}

/** The guest's Save button (mfe-jobs components/favorite-button.tsx, a shared-kit Button): same box on takeover. */
const favoriteButton = (job: Job, { t }: Say) =>
  `<button type="button" class="sk-button sk-button--secondary jobs-favorite" aria-pressed="false" aria-label="${escapeHtml(t('jobs.favorite.label', { title: job.title }))}"><span class="sk-button__label"><span aria-hidden="true">☆</span> ${escapeHtml(t('jobs.favorite.save'))}</span></button>`;

/** mfe-jobs' JobCard (features/job-list/components/job-card.tsx). */
function card(job: Job, say: Say): string {
  const { locale, t } = say;
  const date = `<time datetime="${escapeHtml(job.published_at)}" title="${escapeHtml(formatDate(job.published_at, locale))}">`;
  const place = placeText(job, say);
  const salary = jobSalary(job, locale, t);
  return [
    '<li><article class="sk-card sk-card--interactive jobs-card">',
    '<div class="jobs-card-head">',
    avatar(job.company.name, job.company.logo, 'md', true),
    '<div class="jobs-card-heading">',
    `<h2 class="sk-card-title jobs-card-title"${contentLang(job)}>${link(jobHref(job), job.title)}</h2>`,
    `<p class="jobs-card-company">${escapeHtml(job.company.name)}</p>`,
    '</div></div>',
    '<p class="jobs-card-meta">',
    place ? `<span class="jobs-card-location">${escapeHtml(place)}</span>` : '',
    remoteBadge(job, say),
    job.available === false ? badge('danger', t('jobs.card.unavailable')) : '',
    '</p>',
    salary
      ? `<p class="jobs-card-salary"${salary.lang ? ` lang="${escapeHtml(salary.lang)}"` : ''}>${escapeHtml(salary.text)}</p>`
      : '',
    languages(job, say),
    '<div class="jobs-card-foot">',
    `<p class="jobs-card-date">${withTags(t('jobs.card.published', { date: formatRelativeDate(job.published_at, locale) }), { 0: [date, '</time>'] })}`,
    isNewJob(job.published_at) ? ` ${badge('new', t('kit.job.new'))}` : '',
    '</p>',
    favoriteButton(job, say),
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

/** The query filters of a list URL (mfe-jobs search-url.ts SearchQuery). */
type ListQueryFilters = { keywords: string; experience: number[]; employment_type: number[]; latests: boolean };

/** The reference lists the filters offer (the same the JSON api sends with a list). */
type ListOptions = {
  languages: { slug: string; name: string }[];
  /** Without the excluded pseudo-country. */
  countries: { slug: string; name: string; iso2?: string | null; continente: number | null }[];
  cities: { slug: string; name: string; country_slug: string }[];
  remotes: { slug: string; name: string }[];
};

export type ListContent = {
  h1: string;
  minisite?: MinisiteBranding | null;
  jobs: Job[];
  total: number;
  capped: boolean;
  /** Filters set (mfe-jobs search-url countFilters): languages, remote, location, keywords, latests. */
  filterCount: number;
  /** The list's path as asked for, and its query's filters. */
  path: JobListPath;
  query: ListQueryFilters;
  options: ListOptions;
  page: number;
  pageCount: number;
  /** The address of a page of this list (page 1 without a number). */
  pagePath: (page: number) => string;
};

const contentText = (content: Record<string, unknown> | null, key: string) => {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/** mfe-jobs' MinisiteHeader: a Card with the company's logo (Avatar) and the known text fields of the content, as text. */
function minisiteHeader(minisite: MinisiteBranding, { t }: Say): string {
  const headline = contentText(minisite.content, 'headline');
  const intro = contentText(minisite.content, 'intro');
  // "Acme logo" for the picture; without one, the initials of the name itself.
  const logoName = minisite.logo ? t('jobs.minisite.logo', { company: minisite.name }) : minisite.name;
  return [
    `<section class="sk-card jobs-minisite jobs-minisite--${minisite.template === null ? 'plain' : `template-${minisite.template}`}" aria-label="${escapeHtml(t('jobs.minisite.about', { company: minisite.name }))}" data-testid="minisite">`,
    avatar(logoName, minisite.logo, 'lg', false),
    '<div class="jobs-minisite-content">',
    headline ? `<h2>${escapeHtml(headline)}</h2>` : '',
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    '</div></section>',
  ].join('');
}

/** The query string of a search, as mfe-jobs writes it (search-url.ts): '' when empty. */
function queryString(query: ListQueryFilters): string {
  const params = new URLSearchParams();
  if (query.keywords) params.set('keywords', query.keywords);
  for (const id of query.experience) params.append('experience', String(id));
  for (const id of query.employment_type) params.append('employment_type', String(id));
  if (query.latests) params.set('latests', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/** A filter's value said in the visitor's language (mfe-jobs hooks/use-filter-names.ts). */
function filterNames(options: ListOptions, { locale, t }: Say) {
  return {
    language: (slug: string) => {
      const found = options.languages.find((l) => same(l.slug, slug));
      return found ? languageName(found, locale) : slugToName(slug);
    },
    location: (slug: string) => {
      if (same(slug, 'Remote')) return t('jobs.filters.remoteLocation');
      const country = options.countries.find((c) => same(c.slug, slug));
      if (country) return countryName(country, locale);
      return options.cities.find((c) => same(c.slug, slug))?.name ?? slugToName(slug);
    },
    remote: (slug: string) =>
      remoteName(options.remotes.find((r) => same(r.slug, slug)) ?? { slug, name: slugToName(slug) }, t),
    skill: (slug: string) => slugToName(slug).replace(/-/g, ' '),
  };
}

const hidden = (name: string, value: string | number) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;

/** shared-kit's Chip as a toggle: here a submit button whose `toggle` the api applies (routes/pages/index.ts). */
const toggleChip = (value: string, pressed: boolean, text: string) =>
  `<button type="submit" name="toggle" value="${escapeHtml(value)}" class="sk-chip sk-chip--toggle" aria-pressed="${pressed}">${escapeHtml(text)}</button>`;

/**
 * mfe-jobs' inline filter bar as a GET form that works without JavaScript: the current filters travel as hidden
 * fields, the selects add a language or choose a place (with the Apply button, shown without JavaScript only), the
 * chips submit a toggle. `/jobs?language=…&toggle=…` answers 303 to the canonical list (routes/pages/index.ts).
 * `copy` is the phone's copy, shown without JavaScript where the app would open its filter drawer.
 */
function filterForm(list: ListContent, say: Say, copy: boolean): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const { path, query, options } = list;
  const names = filterNames(options, say);
  const id = (name: string) => `jobs-filter-${name}${copy ? '-phone' : ''}`;
  const state = [
    query.keywords ? hidden('keywords', query.keywords) : '',
    ...query.experience.map((years) => hidden('experience', years)),
    ...query.employment_type.map((type) => hidden('employment_type', type)),
    query.latests ? hidden('latests', '1') : '',
  ];
  const minisite = !!path.minisite;
  const pathFilters = minisite
    ? ''
    : [
        ...path.languages.map((l) => hidden('language', l)),
        path.remote ? hidden('remote', path.remote) : '',
        '<div class="sk-field jobs-filter-languages">',
        `<label class="sk-field__label" for="${id('language')}">${e('jobs.filters.languages')}</label>`,
        `<span class="sk-select"><select class="sk-input sk-select__control" id="${id('language')}" name="language"><option value="">${e('jobs.filters.addLanguage')}</option>`,
        options.languages
          .filter((l) => !path.languages.some((chosen) => same(chosen, l.slug)))
          .map((l) => `<option value="${escapeHtml(l.slug)}">${escapeHtml(languageName(l, locale))}</option>`)
          .join(''),
        '</select></span></div>',
        '<div class="sk-field jobs-filter-location">',
        `<label class="sk-field__label" for="${id('location')}">${e('jobs.filters.location')}</label>`,
        `<span class="sk-select"><select class="sk-input sk-select__control" id="${id('location')}" name="location"><option value="">${e('jobs.filters.anywhere')}</option>`,
        [
          { value: 'Remote', label: t('jobs.filters.remoteLocation') },
          ...options.countries
            .filter((c) => c.continente === EU_CONTINENTE)
            .map((c) => ({ value: c.slug, label: countryName(c, locale) })),
          ...options.countries
            .filter((c) => c.continente !== EU_CONTINENTE)
            .map((c) => ({ value: c.slug, label: countryName(c, locale) })),
          ...options.cities.map((c) => ({ value: c.slug, label: `${c.name} (${names.location(c.country_slug)})` })),
        ]
          .filter((option, index, all) => all.findIndex((o) => o.value === option.value) === index)
          .map(
            (o) =>
              `<option value="${escapeHtml(o.value)}"${same(path.location, o.value) ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
          )
          .join(''),
        '</select></span></div>',
        `<fieldset class="jobs-chips"><legend class="sk-visually-hidden">${e('jobs.filters.remoteWork')}</legend>`,
        options.remotes
          .map((r) => toggleChip(`remote:${r.slug}`, same(path.remote, r.slug), remoteName(r, t)))
          .join(''),
        '</fieldset>',
      ].join('');
  return [
    `<form class="jobs-filter-bar${copy ? ' jobs-filter-bar--nojs' : ''}"${copy ? ' id="jobs-filter-phone"' : ''} method="get" action="${escapeHtml(minisite ? buildJobListPath({ minisite: path.minisite }) : '/jobs')}">`,
    ...state,
    pathFilters,
    `<fieldset class="jobs-chips"><legend class="sk-visually-hidden">${e('jobs.filters.employmentType')}</legend>`,
    Object.keys(EMPLOYMENT_TYPES)
      .map((key) =>
        toggleChip(
          `employment_type:${key}`,
          query.employment_type.includes(Number(key)),
          formatEmploymentType(Number(key), t) ?? key,
        ),
      )
      .join(''),
    toggleChip('latests', query.latests, t('jobs.filters.latests')),
    '</fieldset>',
    minisite
      ? ''
      : `<button type="submit" class="sk-button sk-button--secondary"><span class="sk-button__label">${e('jobs.filters.apply')}</span></button>`,
    '</form>',
  ].join('');
}

/** mfe-jobs' AppliedFilters: each filter a chip whose remove control is a link to the search without it. */
function appliedFilters(list: ListContent, say: Say): string {
  const { t } = say;
  const { path, query } = list;
  const names = filterNames(list.options, say);
  const base: Partial<JobListPath> = { ...path, page: null };
  const at = (changes: Partial<JobListPath>, q: Partial<ListQueryFilters> = {}) =>
    buildJobListPath({ ...base, ...changes }) + queryString({ ...query, ...q });
  const applied: [label: string, href: string][] = [
    ...path.languages.map((l): [string, string] => [
      names.language(l),
      at({ languages: path.languages.filter((x) => x !== l) }),
    ]),
    ...(path.location ? [[names.location(path.location), at({ location: null })] as [string, string]] : []),
    ...(path.remote
      ? [
          [t('jobs.filters.remoteChip', { remote: names.remote(path.remote) }), at({ remote: null })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(path.skill
      ? [[t('jobs.filters.skillChip', { skill: names.skill(path.skill) }), at({ skill: null })] as [string, string]]
      : []),
    ...(query.keywords
      ? [[t('jobs.filters.keywordsChip', { keywords: query.keywords }), at({}, { keywords: '' })] as [string, string]]
      : []),
    ...query.experience.map((years): [string, string] => [
      formatExperience(years, t) ?? String(years),
      at({}, { experience: query.experience.filter((y) => y !== years) }),
    ]),
    ...query.employment_type
      .filter((id) => id in EMPLOYMENT_TYPES)
      .map((id): [string, string] => [
        formatEmploymentType(id, t) ?? String(id),
        at({}, { employment_type: query.employment_type.filter((x) => x !== id) }),
      ]),
    ...(query.latests ? [[t('jobs.filters.latests'), at({}, { latests: false })] as [string, string]] : []),
  ];
  if (applied.length === 0) return '';
  const clear = path.minisite ? buildJobListPath({ minisite: path.minisite }) : '/jobs';
  return [
    `<div class="jobs-applied"><ul class="jobs-applied-list" aria-label="${escapeHtml(t('jobs.filters.applied'))}">`,
    applied
      .map(
        ([label, href]) =>
          `<li><span class="sk-chip sk-chip--removable"><span class="sk-chip__label">${escapeHtml(label)}</span><a class="sk-chip__remove" href="${escapeHtml(href)}" aria-label="${escapeHtml(t('kit.ui.chip.remove', { label }))}"><span aria-hidden="true">×</span></a></span></li>`,
      )
      .join(''),
    `</ul><a class="sk-button sk-button--ghost sk-button--sm" href="${escapeHtml(clear)}"><span class="sk-button__label">${escapeHtml(t('jobs.filters.clearAll'))}</span></a></div>`,
  ].join('');
}

/** mfe-jobs' WidenSearch: the EmptyState of a search that found nothing, with links that widen it. */
function widenSearchState(list: ListContent, say: Say): string {
  const { locale, t } = say;
  const names = filterNames(list.options, say);
  const languages = (slugs: string[]) => formatList(slugs.map(names.language), locale);
  const label = (way: Widening): string => {
    switch (way.kind) {
      case 'language':
        return t('jobs.empty.withoutLanguage', { language: names.language(way.name) });
      case 'location':
        return t('jobs.empty.anywhere', { location: names.location(way.name) });
      case 'remote':
        return t('jobs.empty.anyRemote', { remote: names.remote(way.name) });
      case 'skill':
        return t('jobs.empty.withoutSkill', { skill: names.skill(way.name) });
      case 'query':
        return t('jobs.empty.withoutQuery');
      case 'languages':
        return t('jobs.job.languageJobs', { languages: languages(way.names) });
      case 'remoteJobs':
        return way.names.length
          ? t('jobs.empty.remoteLanguageJobs', { languages: languages(way.names) })
          : t('jobs.empty.remoteJobs');
      case 'all':
        return t('jobs.empty.all');
    }
  };
  const ways = widenSearch(list.path, queryString(list.query));
  return [
    `<div class="sk-empty jobs-empty"><h2 class="sk-empty__title">${escapeHtml(t('jobs.empty.title'))}</h2>`,
    `<div class="sk-empty__body"><p>${escapeHtml(t('jobs.empty.text'))}</p></div>`,
    '<div class="sk-empty__actions"><ul class="jobs-empty-ways">',
    ways
      .map(
        (way) =>
          `<li><a class="sk-button sk-button--${way.kind === 'all' ? 'primary' : 'secondary'} sk-button--sm" href="${escapeHtml(way.href)}"><span class="sk-button__label">${escapeHtml(label(way))}</span></a></li>`,
      )
      .join(''),
    '</ul></div></div>',
  ].join('');
}

/** shared-kit's Pagination: the same items (paginationItems), real links. */
function pagination(list: ListContent, { t }: Say): string {
  const { pageCount } = list;
  if (pageCount <= 1) return '';
  const href = (page: number) => list.pagePath(page) + queryString(list.query);
  const current = Math.min(Math.max(1, list.page), pageCount);
  const step = (target: number, rel: 'prev' | 'next', text: string, arrow: string) => {
    const content =
      rel === 'prev'
        ? `<span aria-hidden="true">${arrow}</span><span class="sk-pagination__step-text">${escapeHtml(text)}</span>`
        : `<span class="sk-pagination__step-text">${escapeHtml(text)}</span><span aria-hidden="true">${arrow}</span>`;
    const link =
      target < 1 || target > pageCount
        ? `<a role="link" aria-disabled="true" class="sk-pagination__link sk-pagination__link--disabled">${content}</a>`
        : `<a href="${escapeHtml(href(target))}" rel="${rel}" class="sk-pagination__link">${content}</a>`;
    return `<li class="sk-pagination__item sk-pagination__item--step">${link}</li>`;
  };
  return [
    `<nav aria-label="${escapeHtml(t('kit.ui.pagination.label'))}" class="sk-pagination jobs-pagination"><ul class="sk-pagination__list">`,
    step(current - 1, 'prev', t('kit.ui.pagination.previous'), '‹'),
    paginationItems(current, pageCount)
      .map((item) =>
        typeof item === 'number'
          ? `<li class="sk-pagination__item${item === current ? ' sk-pagination__item--current' : ''}"><a href="${escapeHtml(href(item))}" class="sk-pagination__link"${item === current ? ' aria-current="page"' : ''} aria-label="${escapeHtml(t('kit.ui.pagination.page', { page: item }))}">${item}</a></li>`
          : '<li class="sk-pagination__item sk-pagination__gap" aria-hidden="true">…</li>',
      )
      .join(''),
    step(current + 1, 'next', t('kit.ui.pagination.next'), '›'),
    '</ul></nav>',
  ].join('');
}

/** mfe-jobs' JobListPage with its FilterBar, JobList and page links (the app also loads more in place). */
export function renderJobList(list: ListContent, say: Say): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const { query } = list;
  const items =
    list.jobs.length === 0
      ? widenSearchState(list, say)
      : `<ol class="jobs-items" aria-label="${e('jobs.list.results')}">${list.jobs.map((job) => card(job, say)).join('')}</ol>`;
  const total = formatCount(list.total, locale);
  const keywordAction = list.path.minisite ? buildJobListPath({ minisite: list.path.minisite }) : '/jobs';
  // The keyword form keeps the other filters (hidden fields) so a search from a filtered list stays filtered.
  const keep = [
    ...list.path.languages.map((l) => hidden('language', l)),
    list.path.location ? hidden('location', list.path.location) : '',
    list.path.remote ? hidden('remote', list.path.remote) : '',
    ...query.experience.map((years) => hidden('experience', years)),
    ...query.employment_type.map((type) => hidden('employment_type', type)),
    query.latests ? hidden('latests', '1') : '',
  ].join('');
  return [
    // mfe-jobs renders its screens inside this wrapper (remote-entry.tsx).
    '<div class="jobs-area"><div class="jobs-page">',
    `<header class="jobs-page-header"><h1 id="jobs-list-heading">${escapeHtml(list.h1)}</h1>${list.minisite ? minisiteHeader(list.minisite, say) : ''}</header>`,
    '<div class="jobs-filters">',
    `<search class="jobs-search"><form class="jobs-search-form" method="get" action="${escapeHtml(keywordAction)}">`,
    `<div class="sk-field jobs-search-field"><label class="sk-field__label" for="jobs-keywords">${e('jobs.filters.keywords')}</label>`,
    `<input type="search" name="keywords" placeholder="${e('jobs.filters.keywordsPlaceholder')}" value="${escapeHtml(query.keywords)}" id="jobs-keywords" class="sk-input">`,
    '<p class="sk-field__error" aria-live="polite"></p></div>',
    keep,
    `<button type="submit" class="sk-button sk-button--primary"><span class="sk-button__label">${e('jobs.filters.search')}</span></button>`,
    '</form></search>',
    filterForm(list, say, false),
    // The app's "Filters" button opens its drawer; here it leads to the phone's copy of the form (shown without
    // JavaScript only), and looks the same.
    `<a class="sk-button sk-button--secondary jobs-filters-open" href="#${list.path.minisite ? 'jobs-filter-phone' : 'jobs-filter-language-phone'}"><span class="sk-button__label">${e('jobs.filters.toggle', { count: list.filterCount })}</span></a>`,
    `<noscript>${filterForm(list, say, true)}</noscript>`,
    appliedFilters(list, say),
    '</div>',
    '<div class="jobs-layout"><section class="jobs-list" aria-labelledby="jobs-list-heading">',
    `<p class="jobs-total">${withTags(t(list.capped ? 'jobs.list.totalCapped' : 'jobs.list.total', { count: list.total, total }), { 0: ['<strong>', '</strong>'] })}</p>`,
    items,
    `<p class="jobs-shown">${escapeHtml(t(list.capped ? 'jobs.list.shownCapped' : 'jobs.list.shown', { shown: formatCount(list.jobs.length, locale), total }))}</p>`,
    pagination(list, say),
    '</section></div>',
    '</div></div>',
  ].join('');
}

// ---- mfe-jobs: job page ----

function fact(term: string, value: string | null, lang = ''): string {
  return value ? `<div class="jobs-fact"><dt>${escapeHtml(term)}</dt><dd${lang}>${escapeHtml(value)}</dd></div>` : '';
}

/** mfe-jobs' JobDetails in page mode, as a guest sees it (Apply sends a guest to log in: a link here). */
export function renderJob(job: Job, h1: string, say: Say): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const id = `jobs-detail-title-${job.id}`;
  const unavailable = job.available === false;
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const slugs = job.languages.map((l) => l.slug);
  const salary = jobSalary(job, locale, t);
  const languageLinks =
    slugs.length === 0
      ? ''
      : [
          `<ul class="jobs-link-list" aria-label="${e('jobs.job.languageLinks')}">`,
          slugs.length > 1
            ? `<li>${link(
                buildJobListPath({ languages: slugs }),
                t('jobs.job.languageJobs', {
                  languages: formatList(
                    job.languages.map((l) => l.name),
                    locale,
                  ),
                }),
              )}</li>`
            : '',
          job.languages
            .map(
              (l) =>
                `<li>${link(buildJobListPath({ languages: [l.slug] }), t('jobs.job.languageJobs', { languages: languageName(l, locale) }))}</li>`,
            )
            .join(''),
          '</ul>',
        ].join('');
  const skills =
    job.skills.length > 0
      ? `<section aria-labelledby="${id}-skills"><h2 id="${id}-skills">${e('jobs.job.skills')}</h2><ul class="jobs-skills">${job.skills
          .map((s) => `<li>${link(buildJobListPath({ skill: s.slug }), s.name || s.slug)}</li>`)
          .join('')}</ul></section>`
      : '';
  return [
    `<div class="jobs-area"><article class="jobs-detail jobs-detail--page" aria-labelledby="${id}">`,
    '<header class="jobs-detail-header">',
    avatar(job.company.name, job.company.logo, 'lg', true),
    '<div class="jobs-detail-heading">',
    `<h1 id="${id}"${contentLang(job)}>${escapeHtml(h1)}</h1>`,
    `<p class="jobs-detail-company">${escapeHtml(job.company.name)}</p>`,
    `<p class="jobs-detail-location">${escapeHtml(placeText(job, say) ?? '')} ${remoteBadge(job, say)}${isNewJob(job.published_at) ? badge('new', t('kit.job.new')) : ''}</p>`,
    '</div></header>',
    unavailable ? `<p class="jobs-unavailable" role="note">${badge('danger', t('jobs.job.unavailable'))}</p>` : '',
    // The apply bar: fixed at the bottom of a phone's screen (mfe-jobs jobs.css).
    '<div class="jobs-actions jobs-apply-bar">',
    `<p class="jobs-apply-bar-title" aria-hidden="true"${contentLang(job)}>${escapeHtml(job.title)}</p>`,
    unavailable
      ? ''
      : `<a class="sk-button sk-button--primary jobs-apply" href="/login"><span class="sk-button__label">${e('jobs.job.apply')}</span></a>`,
    favoriteButton(job, say),
    '</div>',
    '<dl class="jobs-facts">',
    fact(t('jobs.job.employmentType'), formatEmploymentType(job.employment_type, t)),
    fact(t('jobs.job.salary'), salary?.text ?? null, salary?.lang ? ` lang="${escapeHtml(salary.lang)}"` : ''),
    fact(t('jobs.job.experience'), formatExperience(job.experience, t)),
    fact(t('jobs.job.published'), formatDate(job.published_at, locale)),
    '</dl>',
    `<section aria-labelledby="${id}-languages"><h2 id="${id}-languages">${e('jobs.job.languages')}</h2>${languages(job, say)}${languageLinks}</section>`,
    skills,
    `<section aria-labelledby="${id}-description"><h2 id="${id}-description">${e('jobs.job.description')}</h2><div class="jobs-description"${contentLang(job)}>${paragraphs}</div></section>`,
    `<p>${link('/jobs', t('jobs.job.back'))}</p>`,
    '</article></div>',
  ].join('');
}
