import { Outlet, useLocation } from 'shared-kit/router';
import { routeFor } from 'shared-kit/routes';
import { ScrollManager } from '../scroll-manager';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteHead } from './route-head';

/** Navbar and footer around every page except login, register and landing pages (SPEC section 2). */
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
        <Outlet />
      </main>
      {chrome && <Footer />}
    </>
  );
}
