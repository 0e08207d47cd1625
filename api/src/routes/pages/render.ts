import {
  buildJobListPath,
  FOOTER_LINKS,
  formatCount,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatList,
  formatLocation,
  isMandatoryLanguage,
  type Job,
  languageName,
  type Locale,
  LOCALE_NAMES,
  LOCALES,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  PASSWORD_MIN_LENGTH,
  type PopularCounts,
  popularCountryName,
  popularLanguageName,
  routeFor,
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

function languages(job: Job, { locale, t }: Say): string {
  if (job.languages.length === 0) return '';
  const items = job.languages
    .map(
      (l) =>
        `<li class="jobs-language">${escapeHtml(languageName(l, locale))}${isMandatoryLanguage(l) ? `<span class="jobs-language-required"> ${escapeHtml(t('jobs.languages.required'))}</span>` : ''}</li>`,
    )
    .join('');
  return `<ul class="jobs-languages" aria-label="${escapeHtml(t('jobs.languages.label'))}">${items}</ul>`;
}

/** The guest's Save button (mfe-jobs components/favorite-button.tsx): same box, so nothing moves on takeover. */
const favoriteButton = (job: Job, { t }: Say) =>
  `<button type="button" class="jobs-favorite" aria-pressed="false" aria-label="${escapeHtml(t('jobs.favorite.label', { title: job.title }))}"><span aria-hidden="true">☆</span><span class="jobs-favorite-text">${escapeHtml(t('jobs.favorite.save'))}</span></button>`;

function card(job: Job, say: Say): string {
  const { locale, t } = say;
  const date = `<time datetime="${escapeHtml(job.published_at)}">`;
  return [
    '<li><article class="sk-card jobs-card">',
    `<h2 class="sk-card-title jobs-card-title"${contentLang(job)}>${link(jobHref(job), job.title)}</h2>`,
    `<p class="jobs-card-meta"><span class="jobs-card-company">${escapeHtml(job.company.name)}</span>`,
    `<span class="jobs-card-location">${escapeHtml(formatLocation(job, t, locale))}</span></p>`,
    languages(job, say),
    '<div class="jobs-card-foot">',
    `<p class="jobs-card-date">${withTags(t('jobs.card.published', { date: formatDate(job.published_at, locale) }), { 0: [date, '</time>'] })}</p>`,
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
function minisiteHeader(minisite: MinisiteBranding, { t }: Say): string {
  const headline = contentText(minisite.content, 'headline');
  const intro = contentText(minisite.content, 'intro');
  return [
    `<section class="jobs-minisite jobs-minisite--${minisite.template === null ? 'plain' : `template-${minisite.template}`}" aria-label="${escapeHtml(t('jobs.minisite.about', { company: minisite.name }))}" data-testid="minisite">`,
    minisite.logo
      ? `<img class="jobs-minisite-logo" src="${escapeHtml(minisite.logo)}" alt="${escapeHtml(t('jobs.minisite.logo', { company: minisite.name }))}" width="120" height="60">`
      : '',
    '<div class="jobs-minisite-content">',
    headline ? `<h2>${escapeHtml(headline)}</h2>` : '',
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    '</div></section>',
  ].join('');
}

/** mfe-jobs' JobListPage with its FilterBar and JobList, plus page links for crawlers (the client loads more in place). */
export function renderJobList(list: ListContent, say: Say): string {
  const { locale, t } = say;
  const items =
    list.jobs.length === 0
      ? `<p class="jobs-empty">${escapeHtml(t('jobs.list.empty'))}</p>`
      : `<ol class="jobs-items" aria-label="${escapeHtml(t('jobs.list.results'))}">${list.jobs.map((job) => card(job, say)).join('')}</ol>`;
  const total = formatCount(list.total, locale);
  const pager = [
    list.previousPath
      ? `<a rel="prev" href="${escapeHtml(list.previousPath)}">${escapeHtml(t('api.pages.previous'))}</a>`
      : '',
    list.nextPath ? `<a rel="next" href="${escapeHtml(list.nextPath)}">${escapeHtml(t('api.pages.next'))}</a>` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    // mfe-jobs renders its screens inside this wrapper (remote-entry.tsx).
    '<div class="jobs-area"><div class="jobs-page">',
    `<header class="jobs-page-header"><h1 id="jobs-list-heading">${escapeHtml(list.h1)}</h1>${list.minisite ? minisiteHeader(list.minisite, say) : ''}</header>`,
    '<div class="jobs-filters"><div class="jobs-filter-bar">',
    `<button type="button" class="jobs-filter-toggle" aria-expanded="false">${escapeHtml(t('jobs.filters.toggle', { count: list.filterCount }))}</button>`,
    `<label class="jobs-latests"><input type="checkbox"${list.latests ? ' checked' : ''}> ${escapeHtml(t('jobs.filters.latests'))}</label>`,
    list.filterCount > 0 ? `<a class="jobs-filter-clear" href="/jobs">${escapeHtml(t('jobs.filters.clear'))}</a>` : '',
    '</div></div>',
    '<div class="jobs-layout"><section class="jobs-list" aria-labelledby="jobs-list-heading">',
    `<p class="jobs-total">${withTags(t(list.capped ? 'jobs.list.totalCapped' : 'jobs.list.total', { count: list.total, total }), { 0: ['<strong>', '</strong>'] })}</p>`,
    items,
    `<p class="jobs-shown">${escapeHtml(t(list.capped ? 'jobs.list.shownCapped' : 'jobs.list.shown', { shown: formatCount(list.jobs.length, locale), total }))}</p>`,
    pager ? `<nav class="jobs-pager" aria-label="${escapeHtml(t('api.pages.label'))}">${pager}</nav>` : '',
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
    `<div class="jobs-area"><article class="jobs-detail" aria-labelledby="${id}">`,
    '<header class="jobs-detail-header">',
    `<h1 id="${id}"${contentLang(job)}>${escapeHtml(h1)}</h1>`,
    `<p class="jobs-detail-company">${escapeHtml(job.company.name)}</p>`,
    `<p class="jobs-detail-location">${escapeHtml(formatLocation(job, t, locale))}</p>`,
    '</header>',
    unavailable ? `<p class="jobs-unavailable" role="note">${e('jobs.job.unavailable')}</p>` : '',
    '<div class="jobs-actions">',
    unavailable ? '' : link('/login', t('jobs.job.apply'), 'sk-button sk-button--primary jobs-apply'),
    favoriteButton(job, say),
    '</div>',
    '<dl class="jobs-facts">',
    fact(t('jobs.job.employmentType'), formatEmploymentType(job.employment_type, t)),
    fact(t('jobs.job.salary'), job.salary, contentLang(job)),
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
