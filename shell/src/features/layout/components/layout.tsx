import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useLocation } from 'shared-kit/router';
import { useSession } from 'shared-kit/session';
import { LanguageSwitcher } from 'shared-kit/ui';
import { useChooseLocale } from '../hooks/use-choose-locale';
import { useServerFrame } from '../../../lib/server-frame';
import { eventView, useRoute } from '../lib/use-route';
import type { ShellMessageId } from '../../../locales';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteHead } from './route-head';
import { ScrollManager } from './scroll-manager';

/**
 * Navbar and footer around every page except login, register, landing pages and the admin area
 * (docs/product-rules.md#page-chrome-scroll-and-loading-bar). `children` is the page (the router's outlet).
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useTranslate<ShellMessageId>();
  const { pathname, search } = useLocation();
  const chooseLocale = useChooseLocale();
  const session = useSession();
  const route = useRoute(pathname);
  const server = useServerFrame();
  // An event entry path shows its landing bare and, to a registered candidate, the event page with the navbar
  // (docs/events.md#entry-paths). Bare while a path outside the table is being resolved, as the server sent it.
  // The server's module is told by the api (it knows what an unknown path is).
  const chrome =
    server?.chrome ??
    (route ? route.chrome || (!!route.eventId && eventView(session, route.eventId) === 'event') : false);
  return (
    <>
      <ScrollManager />
      <RouteHead />
      <a className="skip-link" href="#main">
        {t('shell.layout.skipToContent')}
      </a>
      {chrome && <Navbar />}
      {/* With the navbar and footer, the main content sits in the same layout container as theirs: one left edge
          (docs/design-system.md#layout-container). */}
      <main id="main" className={chrome ? 'main sk-container' : 'main main--bare'}>
        {children}
        {/* A page without the navbar (log in, register, an event's landing) keeps a way to change the language
            (docs/i18n.md#choosing-the-language); the admin area has its own header. Also while an event's own path
            is being resolved, as the server sent it. */}
        {!chrome && route?.access !== 'admin' && (
          <LanguageSwitcher
            className="bare__language"
            onChoose={chooseLocale}
            returnTo={pathname + search}
            noscriptApply={!!server}
          />
        )}
      </main>
      {chrome && <Footer />}
    </>
  );
}
