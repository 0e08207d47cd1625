import { useTranslate } from 'shared-kit/i18n';
import { Link, NavLink, useLocation } from 'shared-kit/router';
import { useSession } from 'shared-kit/session';
import { LanguageSwitcher } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { useChooseLocale } from '../hooks/use-choose-locale';

export function Navbar() {
  const t = useTranslate<ShellMessageId>();
  const session = useSession();
  const { pathname, search } = useLocation();
  const chooseLocale = useChooseLocale();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('shell.navbar.label')}>
        <Link to="/" className="navbar__brand">
          {t('shell.brand')}
        </Link>
        <ul className="navbar__links">
          <li>
            <NavLink to="/jobs">{t('shell.navbar.jobs')}</NavLink>
          </li>
          <li>
            <NavLink to="/career-events">{t('shell.navbar.careerEvents')}</NavLink>
          </li>
          <li>
            <NavLink to="/company">{t('shell.navbar.forCompanies')}</NavLink>
          </li>
        </ul>
        <ul className="navbar__account">
          {session.isLoggedIn ? (
            <>
              <li>
                <NavLink to={session.type === 'company' ? '/company/dashboard' : '/account/dashboard'}>
                  {session.user?.nombre || session.user?.email || t('shell.navbar.myAccount')}
                </NavLink>
              </li>
              <li>
                <Link to="/logout">{t('shell.navbar.logOut')}</Link>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/login">{t('shell.navbar.logIn')}</NavLink>
              </li>
              <li>
                <Link to="/register" className="navbar__cta">
                  {t('shell.navbar.signUp')}
                </Link>
              </li>
            </>
          )}
        </ul>
        <LanguageSwitcher className="navbar__language" onChoose={chooseLocale} returnTo={pathname + search} />
      </nav>
    </header>
  );
}
