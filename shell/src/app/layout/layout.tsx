import { Outlet, useLocation } from 'shared-kit/router';
import { routeFor } from 'shared-kit/routes';
import { AppErrorBoundary } from '../app-error-boundary';
import { ScrollManager } from '../scroll-manager';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteHead } from './route-head';

/**
 * Navbar and footer around every page except login, register and landing pages
 * (docs/product-rules.md#page-chrome-scroll-and-loading-bar).
 */
export function Layout() {
  const { pathname } = useLocation();
  const chrome = routeFor(pathname).chrome;
  return (
    <>
      <ScrollManager />
      <RouteHead />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome && <Navbar />}
      <main id="main" className={chrome ? 'main' : 'main main--bare'}>
        {/* A page that throws keeps the navbar and footer; the next path tries again. */}
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </main>
      {chrome && <Footer />}
    </>
  );
}
