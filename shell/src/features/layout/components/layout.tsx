import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useLocation } from 'shared-kit/router';
import { routeFor } from 'shared-kit/routes';
import type { ShellMessageId } from '../../../locales';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteHead } from './route-head';
import { ScrollManager } from './scroll-manager';

/**
 * Navbar and footer around every page except login, register and landing pages
 * (docs/product-rules.md#page-chrome-scroll-and-loading-bar). `children` is the page (the router's outlet).
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useTranslate<ShellMessageId>();
  const { pathname } = useLocation();
  const chrome = routeFor(pathname).chrome;
  return (
    <>
      <ScrollManager />
      <RouteHead />
      <a className="skip-link" href="#main">
        {t('shell.layout.skipToContent')}
      </a>
      {chrome && <Navbar />}
      <main id="main" className={chrome ? 'main' : 'main main--bare'}>
        {children}
      </main>
      {chrome && <Footer />}
    </>
  );
}
