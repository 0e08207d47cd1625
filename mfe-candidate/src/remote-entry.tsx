import { lazyPage, PageSuspense, preloadPageFor, Route, Routes } from 'shared-kit/router';
import { CatalogueGate, chooseLocaleOnPage, registerCatalogue } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { loadCandidateMessages } from './locales';
import './candidate.css';

// Each page is a chunk of its own, named for its route's id: the one the address shows is asked for as this module
// runs, and hinted by the api with the page (docs/delivery.md#account-areas-load-one-page).
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-dashboard" */ './features/dashboard/components/dashboard-page').then(
    (m) => m.DashboardPage,
  ),
);
const CvsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-my-cvs" */ './features/cvs/components/cvs-page').then((m) => m.CvsPage),
);
const AccountSettingsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-settings" */ './features/settings/components/account-settings-page').then(
    (m) => m.AccountSettingsPage,
  ),
);
const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-my-profile" */ './features/profile/components/profile-page').then(
    (m) => m.ProfilePage,
  ),
);
const JobAlertsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-job-alerts" */ './features/job-alerts/components/job-alerts-page').then(
    (m) => m.JobAlertsPage,
  ),
);
const WelcomePage = lazyPage(() =>
  import(/* webpackChunkName: "page-welcome" */ './features/profile/components/welcome/welcome-page').then(
    (m) => m.WelcomePage,
  ),
);
const DataDeletionPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-candidate-data-deletion" */ './features/data-deletion/components/data-deletion-page'
  ).then((m) => m.DataDeletionPage),
);
const MatchingsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-matchings" */ './features/matchings/components/matchings-page').then(
    (m) => m.MatchingsPage,
  ),
);
const DiscardedMatchingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-account-discarded-matchings" */ './features/matchings/components/discarded-matchings-page'
  ).then((m) => m.DiscardedMatchingsPage),
);
const MyJobsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account-my-jobs" */ './features/my-jobs/components/my-jobs-page').then(
    (m) => m.MyJobsPage,
  ),
);
const PAGES: [string, { preload(): void }][] = [
  ['/account/dashboard/:tab?', DashboardPage],
  ['/account/my-cvs', CvsPage],
  ['/account/account-settings', AccountSettingsPage],
  ['/account/my-profile', ProfilePage],
  ['/account/job-alerts', JobAlertsPage],
  ['/welcome', WelcomePage],
  ['/candidates/data-deletion', DataDeletionPage],
  ['/account/matchings/:page?', MatchingsPage],
  ['/account/discarded-matchings/:page?', DiscardedMatchingsPage],
  ['/account/my-jobs/:tab?', MyJobsPage],
];

// The area's messages are asked for as soon as this module runs, before its first render, which then finds them
// loaded (docs/delivery.md#account-areas-start-early); the gate below waits for them all the same.
registerCatalogue(loadCandidateMessages, chooseLocaleOnPage()).catch(() => undefined);
if (typeof window !== 'undefined') preloadPageFor(window.location.pathname, PAGES);

/**
 * The server's markup of the page while the area or its page loads: inside the area's wrapper when the server wrote
 * the page with it (the dashboard: server-render.tsx), else all of it (an account page's skeleton, the shell's).
 */
const SERVED = (
  <ServerMarkup select=".candidate-area" fallback={<ServerMarkup fallback={<Skeleton height={320} />} />} />
);

/** The candidate area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function CandidateRoutes() {
  return (
    <div className="sk-area candidate-area">
      {/* Until the area's messages are loaded: the server's markup of the page, else a skeleton. */}
      <CatalogueGate load={loadCandidateMessages} fallback={SERVED}>
        <PageSuspense fallback={SERVED}>
          <Routes>
            <Route path="/account/dashboard/:tab?" element={<DashboardPage />} />
            <Route path="/account/my-cvs" element={<CvsPage />} />
            <Route path="/account/account-settings" element={<AccountSettingsPage />} />
            <Route path="/account/my-profile" element={<ProfilePage />} />
            <Route path="/account/job-alerts" element={<JobAlertsPage />} />
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/candidates/data-deletion" element={<DataDeletionPage />} />
            <Route path="/account/matchings/:page?" element={<MatchingsPage />} />
            <Route path="/account/discarded-matchings/:page?" element={<DiscardedMatchingsPage />} />
            <Route path="/account/my-jobs/:tab?" element={<MyJobsPage />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </PageSuspense>
      </CatalogueGate>
    </div>
  );
}
