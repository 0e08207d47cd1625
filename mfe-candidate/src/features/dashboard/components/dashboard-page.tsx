import { Trans, useTranslate } from 'shared-kit/i18n';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { AreaError, Avatar, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { ProfileCompletion } from '../../../profile-tasks/profile-completion';
import { useCandidateProfile } from '../api/get-candidate-profile';
import type { CandidateDashboard as DashboardData } from 'shared-kit/contracts';
import type { Request } from 'shared-kit/http';
import { DashboardAnswer, useCandidateDashboard } from '../api/get-dashboard';
import { CandidateEvents } from './candidate-events';
import { FavoriteJobs } from './favorite-jobs';
import { LatestApplications } from './latest-applications';
import { LatestSearches } from './latest-searches';
import { RecommendedJobs } from './recommended-jobs';

/**
 * `/account/dashboard/{tab?}` (docs/candidate-area.md#the-dashboard): the greeting, the profile's completion with the
 * next task, the latest applications, the recommended jobs, the newest saved jobs, the latest searches and the
 * candidate's events. One call answers them all; each block shows its own error and retries alone. The
 * dashboard has no tabs: an optional `tab` in the path shows the same page.
 */
export function DashboardPage() {
  const t = useTranslate<CandidateMessageId>();
  const { user, type, isLoggedIn } = useSession();

  if (!isLoggedIn || !user) {
    // The shell's route guard sends guests to log in; a guest reaching this anyway gets a way in, not an empty page.
    return (
      <section className="candidate-page" aria-labelledby="candidate-login-heading">
        <h1 id="candidate-login-heading">{t('candidate.login.heading')}</h1>
        <p>{t('candidate.login.text')}</p>
        <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>
      </section>
    );
  }
  if (type !== 'candidate') {
    return (
      <section className="candidate-page" aria-labelledby="candidate-dashboard-heading">
        <h1 id="candidate-dashboard-heading">
          {t('candidate.dashboard.welcome', { name: user.nombre || user.email })}
        </h1>
        <p>{t('candidate.dashboard.notCandidate')}</p>
      </section>
    );
  }
  return <CandidateDashboard name={user.nombre} apellidos={user.apellidos} email={user.email} />;
}

type Greeted = { name: string | null; apellidos: string | null; email: string };

/**
 * The signed-in candidate's dashboard. The api writes its first HTML with the same view and the answer it read
 * (mfe-candidate's server module, docs/delivery.md#the-dashboard-in-the-first-html), and the page carries that
 * answer: until it is taken (a microtask) the server's markup stays, so the screen does not flash to skeletons.
 */
function CandidateDashboard(greeted: Greeted) {
  // Every block's data in one answer: one render with all of it, not one per call (docs/delivery.md#the-dashboard-in-one-call).
  const dashboard = useCandidateDashboard();
  return (
    <ServedWhileLoading loading={dashboard.status === 'loading'} select=".candidate-area">
      <CandidateDashboardView {...greeted} dashboard={dashboard} />
    </ServedWhileLoading>
  );
}

/** The dashboard for one answer of `GET /api/candidates/dashboard` (loading, failed or read). */
export function CandidateDashboardView({
  name,
  apellidos,
  email,
  dashboard,
}: Greeted & { dashboard: Request<DashboardData> }) {
  const t = useTranslate<CandidateMessageId>();
  // The profile gives the photo and the tasks; the greeting itself comes from the session, so it never waits.
  const profile = useCandidateProfile(dashboard);
  const loaded = profile.status === 'success' ? profile.data : null;
  const photo = loaded?.photo ?? undefined;
  const fullName = [loaded?.nombre ?? name, loaded?.apellidos ?? apellidos].filter(Boolean).join(' ') || email;

  return (
    <DashboardAnswer.Provider value={dashboard}>
      <section className="candidate-page" aria-labelledby="candidate-dashboard-heading">
        <header className="candidate-header">
          {/* The name is the heading beside it: the picture is not read twice (docs/design-system.md#avatar). */}
          <Avatar name={fullName} src={photo} size="lg" decorative />
          <div>
            <h1 id="candidate-dashboard-heading">
              {t('candidate.dashboard.welcome', { name: loaded?.nombre || name || email })}
            </h1>
            <p className="candidate-signed-in">
              <Trans
                id={'candidate.dashboard.signedInAs' satisfies CandidateMessageId}
                values={{ email: loaded?.email ?? email }}
                components={{ 0: <strong /> }}
              />
            </p>
          </div>
        </header>
        <div className="candidate-dashboard">
          <div className="candidate-dashboard__completion">
            {/* The height of the block for a profile with most steps still to do (a new account: the 390 px dashboard
              measured 580 px), so the blocks below it on a phone do not move when it arrives (issue 29: CLS 0.09). */}
            {profile.status === 'loading' && (
              <Skeleton height={580} label={t('candidate.dashboard.completion.loading')} />
            )}
            {profile.status === 'error' && (
              <AreaError title={t('candidate.dashboard.completion.error')} onRetry={profile.retry} />
            )}
            {profile.status === 'success' && <ProfileCompletion tasks={profile.data.tasks} />}
          </div>
          <LatestApplications />
          <RecommendedJobs />
          <FavoriteJobs />
          <LatestSearches />
          <CandidateEvents />
        </div>
      </section>
    </DashboardAnswer.Provider>
  );
}
