import { Route, Routes } from 'shared-kit/router';
import { CatalogueGate, chooseLocaleOnPage, registerCatalogue } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { CvsPage } from './features/cvs/components/cvs-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { DataDeletionPage } from './features/data-deletion/components/data-deletion-page';
import { DiscardedMatchingsPage } from './features/matchings/components/discarded-matchings-page';
import { MatchingsPage } from './features/matchings/components/matchings-page';
import { MyJobsPage } from './features/my-jobs/components/my-jobs-page';

import { JobAlertsPage } from './features/job-alerts/components/job-alerts-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { WelcomePage } from './features/profile/components/welcome/welcome-page';
import { AccountSettingsPage } from './features/settings/components/account-settings-page';
import { loadCandidateMessages } from './locales';
import './candidate.css';

// The area's messages are asked for as soon as this module runs, before its first render, which then finds them
// loaded (docs/delivery.md#account-areas-start-early); the gate below waits for them all the same.
registerCatalogue(loadCandidateMessages, chooseLocaleOnPage()).catch(() => undefined);

/** The candidate area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function CandidateRoutes() {
  return (
    <div className="candidate-area">
      {/* Until the area's messages are loaded: the server's markup of the page, else a skeleton. */}
      <CatalogueGate load={loadCandidateMessages} fallback={<ServerMarkup fallback={<Skeleton height={320} />} />}>
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
      </CatalogueGate>
    </div>
  );
}
