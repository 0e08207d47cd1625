import { useTranslate } from 'shared-kit/i18n';
import { NavLink, Outlet, useLocation } from 'shared-kit/router';
import { Menu } from 'shared-kit/ui/menu';
import { useBalancesVersion } from '../../../balances/balances-changed';
import type { CompanyMessageId } from '../../../locales';
import { useBalances } from '../api/get-balances';

/** The back office's sections, in the order of the navigation; each link is active on its pages below it too. */
const SECTIONS: { path: string; label: CompanyMessageId }[] = [
  { path: '/company/dashboard', label: 'company.office.nav.dashboard' },
  { path: '/company/jobs', label: 'company.office.nav.jobs' },
  { path: '/company/applicants', label: 'company.office.nav.applicants' },
  { path: '/company/cvsearch', label: 'company.office.nav.cvsearch' },
  { path: '/company/events', label: 'company.events.nav' },
  { path: '/company/services', label: 'company.office.nav.services' },
  { path: '/company/minisite', label: 'company.office.nav.minisite' },
  { path: '/company/account-settings', label: 'company.office.nav.settings' },
];

/**
 * The layout of every company-only page (docs/company-area.md#screens): the sections as a navigation bar on a wide
 * screen and as a menu button on a phone, the credits left (asked again on each page and when a publication
 * spends one), and the page.
 */
export function CompanyBackOffice() {
  const t = useTranslate<CompanyMessageId>();
  const { pathname } = useLocation();
  const version = useBalancesVersion();
  const balances = useBalances(`${pathname}#${version}`);
  const current = SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));

  return (
    <div className="company-office">
      <div className="sk-split company-office__bar">
        <nav className="company-office__nav" aria-label={t('company.office.navLabel')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className="company-office__link">
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="company-office__phone-menu">
          <Menu
            label={current ? t('company.office.menuCurrent', { section: t(current.label) }) : t('company.office.menu')}
            items={SECTIONS.map((section) => ({ id: section.path, label: t(section.label), href: section.path }))}
          />
        </div>
        {/* Its line is held while the credits load (empty, and on a phone a line of its own): the page below did
            not move when they arrived (a layout shift of 0.051 on the dashboard, docs/company-area.md#screens). */}
        <p className="company-office__balances">
          {balances.status === 'success' && (
            <NavLink to="/company/services">
              {t('company.office.balances', {
                jobs: balances.data.balances.job,
                cvs: balances.data.balances.cv,
              })}
            </NavLink>
          )}
        </p>
      </div>
      <Outlet />
    </div>
  );
}
