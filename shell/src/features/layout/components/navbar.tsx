import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Link, NavLink, useLocation } from 'shared-kit/router';
import { useSession } from 'shared-kit/session';
import { Button, Drawer, LanguageSwitcher, LinkButton } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { useChooseLocale } from '../hooks/use-choose-locale';
import { useServerFrame } from '../../../lib/server-frame';

// A signed-in user's account menu is a chunk of its own: a guest's first render does not carry it
// (docs/delivery.md#what-the-first-render-of-jobs-loads). Its place is held while it loads, as in the server's frame.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const AccountMenuList = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenuList })));

type Translate = ReturnType<typeof useTranslate<ShellMessageId>>;
type NavItem = { to: string; label: string; nav: boolean };

const SITE_LINKS: [to: string, id: ShellMessageId][] = [
  ['/jobs', 'shell.navbar.jobs'],
  ['/career-events', 'shell.navbar.careerEvents'],
  ['/company', 'shell.navbar.forCompanies'],
];

/** A guest's account links: log in (and sign up, in the menu). A signed-in user has the account menu instead. */
function guestItems(t: Translate, withSignUp: boolean): NavItem[] {
  const logIn = { to: '/login', label: t('shell.navbar.logIn'), nav: true };
  return withSignUp ? [logIn, { to: '/register', label: t('shell.navbar.signUp'), nav: false }] : [logIn];
}

function NavItems({ items, className, onFollow }: { items: NavItem[]; className: string; onFollow?: () => void }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {item.nav ? (
            <NavLink to={item.to} onClick={onFollow}>
              {item.label}
            </NavLink>
          ) : (
            <Link to={item.to} onClick={onFollow}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Three bars: the menu button's usual sign (decorative; the button says "Menu"). */
function MenuIcon() {
  return (
    <svg className="navbar__menu-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The site's header (docs/design-system.md#navbar): one row at every width. On a desktop the links, the account (log
 * in, or a signed-in user's account menu: docs/front-end-rules.md#6-a-way-around-the-account) and the language switcher are in
 * the row; below it the row keeps the brand, "Sign up" and a menu button that opens a
 * Drawer with the rest (the dialog pattern: focus moves in, Escape closes, focus returns to the button).
 */
export function Navbar() {
  const t = useTranslate<ShellMessageId>();
  const session = useSession();
  const server = useServerFrame();
  const { pathname, search } = useLocation();
  const chooseLocale = useChooseLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const siteItems = SITE_LINKS.map(([to, id]) => ({ to, label: t(id), nav: true }));
  // The server's frame of a signed-in area names nobody: the account menu's place is held (docs/pages.md).
  const member = server ? server.who === 'member' : session.isLoggedIn;
  const accountPlaceholder = <span className="sk-skeleton navbar__account-placeholder" aria-hidden="true" />;
  const accountMenu = server ? (
    accountPlaceholder
  ) : (
    <Suspense fallback={accountPlaceholder}>
      <AccountMenu />
    </Suspense>
  );
  const menuItems = (
    <>
      <NavItems items={siteItems} className="navbar-menu__list" onFollow={closeMenu} />
      {member ? (
        !server && (
          <Suspense fallback={null}>
            <AccountMenuList onFollow={closeMenu} />
          </Suspense>
        )
      ) : (
        <NavItems items={guestItems(t, true)} className="navbar-menu__list" onFollow={closeMenu} />
      )}
      <LanguageSwitcher onChoose={chooseLocale} returnTo={pathname + search} noscriptApply={!!server} />
    </>
  );
  return (
    <header className="navbar">
      <nav className="navbar__inner sk-container" aria-label={t('shell.navbar.label')}>
        <Link to="/" className="navbar__brand">
          {t('shell.brand')}
        </Link>
        <NavItems items={siteItems} className="navbar__links" />
        {member ? (
          <div className="navbar__account">{accountMenu}</div>
        ) : (
          <NavItems items={guestItems(t, false)} className="navbar__account" />
        )}
        {!member && (
          <LinkButton to="/register" size="sm" className="navbar__cta">
            {t('shell.navbar.signUp')}
          </LinkButton>
        )}
        <LanguageSwitcher
          className="navbar__language"
          onChoose={chooseLocale}
          returnTo={pathname + search}
          noscriptApply={!!server}
        />
        {server ? (
          // The server's first HTML: without JavaScript the menu is a <details> whose summary looks like the menu
          // button and takes its room, so nothing moves when the button and its Drawer replace it
          // (docs/design-system.md#navbar).
          <details className="navbar__menu">
            <summary className="sk-button sk-button--ghost">
              <span className="sk-button__label">
                <MenuIcon />
                {t('shell.navbar.menu')}
              </span>
            </summary>
            <div className="navbar__menu-panel">{menuItems}</div>
          </details>
        ) : (
          <Button
            variant="ghost"
            className="navbar__menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            {t('shell.navbar.menu')}
          </Button>
        )}
      </nav>
      {!server && (
        <Drawer open={menuOpen} onClose={closeMenu} title={t('shell.navbar.menu')} side="right">
          {menuItems}
        </Drawer>
      )}
    </header>
  );
}
