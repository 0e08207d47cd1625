import { FOOTER_LINKS, LOCALE_NAMES, LOCALES, routeFor } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, link, linkButton } from './markup';

// ---- the shell's layout (navbar and footer as a guest sees them) ----

/**
 * shared-kit's LanguageSwitcher as a plain form: the api answers its post with the cookie and a redirect back
 * (docs/i18n.md#choosing-the-language). Its button shows only without JavaScript, where a choice cannot apply itself;
 * with JavaScript the app's switcher replaces it before anyone needs it.
 */
export function languageSwitcher(
  where: 'navbar' | 'menu' | 'footer' | 'bare',
  returnTo: string,
  { locale, t }: Say,
): string {
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
 * Who the navbar is drawn for: a guest (log in, "Sign up"), or `member`, the frame of a signed-in area's page. The
 * server does not read the session, so a member's frame names nobody: the account menu's place is held by a
 * placeholder of its size, and the page is the same for every visitor of that language (it may be cached as such;
 * docs/pages.md#server-rendered-content).
 */
export type NavbarFor = 'guest' | 'member';

/**
 * The shell's Navbar (shell/src/features/layout/components/navbar.tsx): one row. Below the desktop width the links
 * are in the menu; without JavaScript that menu is a <details> whose summary looks like React's menu button and
 * takes the same room, so nothing moves when React replaces it with the button and its Drawer.
 */
function navbar(returnTo: string, say: Say, who: NavbarFor): string {
  const { t } = say;
  const logIn = [['/login', t('shell.navbar.logIn')]] as const;
  const guest = who === 'guest';
  return [
    `<header class="navbar"><nav class="navbar__inner sk-container" aria-label="${escapeHtml(t('shell.navbar.label'))}">`,
    link('/', t('shell.brand'), 'navbar__brand'),
    linkList('navbar__links', siteLinks(say)),
    guest
      ? linkList('navbar__account', logIn)
      : // The account menu's button (avatar and first name) once the shell knows who it is.
        '<div class="navbar__account"><span class="sk-skeleton navbar__account-placeholder" aria-hidden="true"></span></div>',
    guest
      ? `<a class="sk-button sk-button--primary sk-button--sm navbar__cta" href="/register"><span class="sk-button__label">${escapeHtml(t('shell.navbar.signUp'))}</span></a>`
      : '',
    languageSwitcher('navbar', returnTo, say),
    '<details class="navbar__menu">',
    `<summary class="sk-button sk-button--ghost"><span class="sk-button__label">${MENU_ICON}${escapeHtml(t('shell.navbar.menu'))}</span></summary>`,
    '<div class="navbar__menu-panel">',
    linkList('navbar-menu__list', siteLinks(say)),
    guest ? linkList('navbar-menu__list', [...logIn, ['/register', t('shell.navbar.signUp')]]) : '',
    languageSwitcher('menu', returnTo, say),
    '</div></details>',
    '</nav></header>',
  ].join('');
}

function footer(returnTo: string, say: Say): string {
  const { t } = say;
  return [
    `<footer class="footer"><div class="sk-container"><nav aria-label="${escapeHtml(t('shell.footer.label'))}"><ul class="footer__links">`,
    FOOTER_LINKS.map(([href, , id]) => `<li>${link(href, t(id))}</li>`).join(''),
    '</ul></nav>',
    languageSwitcher('footer', returnTo, say),
    `<p class="footer__note">${escapeHtml(t('shell.footer.note'))}</p>`,
    '</div></footer>',
  ].join('');
}

/**
 * The shell's Layout around a page's main content: navbar and footer unless the route hides them (or `chrome` says
 * otherwise: an event's entry path outside the route table is a landing, without them). `who`: the navbar of a guest,
 * or a signed-in area's neutral frame.
 */
export function renderLayout(
  pathname: string,
  main: string,
  say: Say,
  returnTo = pathname,
  chrome = routeFor(pathname).chrome,
  who: NavbarFor = 'guest',
): string {
  return [
    `<a class="skip-link" href="#main">${escapeHtml(say.t('shell.layout.skipToContent'))}</a>`,
    chrome ? navbar(returnTo, say, who) : '',
    `<main id="main" class="${chrome ? 'main sk-container' : 'main main--bare'}">${main}</main>`,
    chrome ? footer(returnTo, say) : '',
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
