import { FOOTER_LINKS } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { Link, useLocation } from 'shared-kit/router';
import { LanguageSwitcher } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { useChooseLocale } from '../hooks/use-choose-locale';
import { useServerFrame } from '../../../lib/server-frame';

export function Footer() {
  const t = useTranslate<ShellMessageId>();
  const { pathname, search } = useLocation();
  const chooseLocale = useChooseLocale();
  const server = useServerFrame();
  return (
    <footer className="footer">
      {/* The layout container of the navbar and the main content: one left edge (docs/design-system.md#layout-container). */}
      <div className="sk-container">
        <nav aria-label={t('shell.footer.label')}>
          <ul className="footer__links">
            {FOOTER_LINKS.map(([to, , id]) => (
              <li key={to}>
                <Link to={to}>{t(id as ShellMessageId)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher
          className="footer__language"
          onChoose={chooseLocale}
          returnTo={pathname + search}
          noscriptApply={!!server}
        />
        <p className="footer__note">{t('shell.footer.note')}</p>
      </div>
    </footer>
  );
}
