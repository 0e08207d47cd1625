import { useTranslate } from 'shared-kit/i18n';
import { NavLink, useLocation } from 'shared-kit/router';
import { type Session, useSession } from 'shared-kit/session';
import { Avatar } from 'shared-kit/ui';
import { Menu } from 'shared-kit/ui/menu';
import type { ShellMessageId } from '../../../locales';
import { accountLinks, isCurrent, LOG_OUT_PATH } from '../lib/account-links';

const displayName = (session: Session) => session.user?.nombre || session.user?.email || '';

/**
 * The signed-in user's account menu in the navbar on a desktop (docs/front-end-rules.md#6-a-way-around-the-account): a button
 * with their avatar and name that opens the design system's Menu with the pages of their role, then Log out.
 */
export function AccountMenu() {
  const t = useTranslate<ShellMessageId>();
  const session = useSession();
  const { pathname } = useLocation();
  const name = displayName(session);
  const items = [
    ...accountLinks(session.type).map((link) => ({
      id: link.id,
      label: t(link.label),
      href: link.to,
      current: isCurrent(link.to, pathname),
    })),
    { id: 'log-out', label: t('shell.navbar.logOut'), href: LOG_OUT_PATH, separatorBefore: true },
  ];
  return (
    <Menu
      align="end"
      className="navbar__account-menu"
      buttonProps={{ className: 'navbar__account-button' }}
      label={
        <>
          {/* The name is written beside it: the picture is not read twice (docs/design-system.md#avatar). */}
          <Avatar name={name || t('shell.navbar.myAccount')} size="sm" decorative />
          <span className="sk-visually-hidden">{t('shell.account.menu')} </span>
          <span className="navbar__account-name">{name || t('shell.navbar.myAccount')}</span>
          <svg className="navbar__account-chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M3 4.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </>
      }
      items={items}
    />
  );
}

/** The same pages in the phone's menu: a list of links under the signed-in user's name, Log out last. */
export function AccountMenuList({ onFollow }: { onFollow: () => void }) {
  const t = useTranslate<ShellMessageId>();
  const session = useSession();
  return (
    <section className="navbar-menu__account" aria-labelledby="navbar-menu-account">
      <h2 id="navbar-menu-account" className="navbar-menu__who">
        {displayName(session) || t('shell.navbar.myAccount')}
      </h2>
      <ul className="navbar-menu__list">
        {accountLinks(session.type).map((link) => (
          <li key={link.id}>
            <NavLink to={link.to} end={link.id === 'admin'} onClick={onFollow}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <li className="navbar-menu__log-out">
          <NavLink to={LOG_OUT_PATH} onClick={onFollow}>
            {t('shell.navbar.logOut')}
          </NavLink>
        </li>
      </ul>
    </section>
  );
}
