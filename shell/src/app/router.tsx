import type { ReactNode } from 'react';
import { registerCatalogue } from 'shared-kit/i18n';
import { lazyPage, Outlet, PageSuspense, Route, Routes, useLocation } from 'shared-kit/router';
import { ServerMarkup, Skeleton } from 'shared-kit/ui';
import { Layout } from '../features/layout/components/layout';
import type { InfoSlug } from '../features/pages/components/info-page';
import { LogoutPage } from '../features/session/components/logout-page';
import { SessionGuard } from '../features/session/components/session-guard';
import { CONTENT_PAGES } from '../content/pages';
import { loadShellPageMessages } from '../locales';
import { AreaErrorBoundary } from '../remotes/area-error-boundary';
import { AppErrorBoundary } from './app-error-boundary';
import { AreaDispatcher } from './area-dispatcher';
// The home page's styles stay in the first stylesheet although the page is a chunk of its own (below): the server's
// markup they lay out is on screen from the first paint, and styles arriving with the chunk would move it.
import '../features/pages/components/pages.css';

// The shell's pages load on demand: the first render of /jobs must stay within budget (docs/delivery.md). The home
// page too: its words are catalogue messages and its names come from Intl, code that /jobs does not need; until its
// chunk is there, the server's markup of the home page stays on screen, so its first paint is unchanged.

/** A page of the shell that says its own words: its chunk and its catalogue load together (docs/i18n.md#catalogues). */
function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), registerCatalogue(loadShellPageMessages)]).then(([page]) => page);
}
const HomePage = lazyPage(withWords(() => import('../features/pages/components/home-page').then((m) => m.HomePage)));
const AboutUsPage = lazyPage(
  withWords(() => import('../features/pages/components/about-us-page').then((m) => m.AboutUsPage)),
);
const InfoPage = lazyPage(withWords(() => import('../features/pages/components/info-page').then((m) => m.InfoPage)));
const DesignSystemPage = lazyPage(() =>
  import('../features/design-system/components/design-system-page').then((m) => m.DesignSystemPage),
);
const LoginPage = lazyPage(withWords(() => import('../features/auth/components/login-page').then((m) => m.LoginPage)));
const RegisterPage = lazyPage(
  withWords(() => import('../features/auth/components/register-page').then((m) => m.RegisterPage)),
);
const PasswordResetRequestPage = lazyPage(
  withWords(() =>
    import('../features/auth/components/password-reset-request-page').then((m) => m.PasswordResetRequestPage),
  ),
);
const PasswordResetPage = lazyPage(
  withWords(() => import('../features/auth/components/password-reset-page').then((m) => m.PasswordResetPage)),
);
const BackdoorPage = lazyPage(
  withWords(() => import('../features/auth/components/backdoor-page').then((m) => m.BackdoorPage)),
);
const AuthCallbackPage = lazyPage(
  withWords(() => import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage)),
);

/** The shell's account pages: path -> page (all loaded on demand). */
const AUTH_PAGES: [path: string, page: ReactNode][] = [
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
  ['/password/reset', <PasswordResetRequestPage key="reset-request" />],
  ['/password/reset/:token', <PasswordResetPage key="reset" />],
  ['/backdoor', <BackdoorPage key="backdoor" />],
  ['/auth/callback', <AuthCallbackPage key="callback" />],
];

const reload = () => window.location.reload();

/** A page chunk that fails to load (a deploy replaced it, the network dropped) is logged, with a reload offer. */
// Until the page's chunk is in: the server's markup of this page where it wrote one (the home page, log in and
// register, About us and the information pages: docs/pages.md#server-rendered-content), else a skeleton.
const PAGE_FALLBACK = <ServerMarkup fallback={<Skeleton height={400} />} />;

function Page({ children }: { children: ReactNode }) {
  return (
    <AreaErrorBoundary area="page" onRetry={reload}>
      <PageSuspense fallback={PAGE_FALLBACK}>{children}</PageSuspense>
    </AreaErrorBoundary>
  );
}

/** The page in the layout: a page that throws keeps the navbar and footer; the next path tries again. */
function LayoutPage() {
  const { pathname } = useLocation();
  return (
    <Layout>
      <AppErrorBoundary resetKey={pathname}>
        <Outlet />
      </AppErrorBoundary>
    </Layout>
  );
}

/** The information pages under /eulangjobs/<slug>: every content page but About us, which has its own path. */
const INFO_SLUGS = CONTENT_PAGES.filter((page): page is InfoSlug => page !== 'about-us');

/**
 * The shell's own pages are plain routes; every other path goes to the dispatcher, which asks the route
 * table in shared-kit who owns it (job-list paths are a grammar, not router segments).
 */
export function AppRouter() {
  return (
    <>
      <SessionGuard />
      <Routes>
        <Route element={<LayoutPage />}>
          <Route
            index
            element={
              <Page>
                <HomePage />
              </Page>
            }
          />
          {AUTH_PAGES.map(([path, page]) => (
            // The server renders /login's and /register's form (docs/pages.md): it stays until the page's chunk is in.
            <Route key={path} path={path} element={<Page>{page}</Page>} />
          ))}
          <Route path="/logout" element={<LogoutPage />} />
          <Route
            path="/about-us"
            element={
              <Page>
                <AboutUsPage />
              </Page>
            }
          />
          <Route
            path="/design-system"
            element={
              <Page>
                <DesignSystemPage />
              </Page>
            }
          />
          {INFO_SLUGS.map((slug) => (
            <Route
              key={slug}
              path={`/eulangjobs/${slug}`}
              element={
                <Page>
                  <InfoPage slug={slug} />
                </Page>
              }
            />
          ))}
          <Route path="*" element={<AreaDispatcher />} />
        </Route>
      </Routes>
    </>
  );
}
