import { useTranslate } from 'shared-kit/i18n';
import { useNavigate, useParams } from 'shared-kit/router';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { LinkButton } from 'shared-kit/ui';
import { Tabs } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { ApplicationsTab } from './applications-tab';
import { FavoritesTab } from './favorites-tab';
import { type MyJobsTab, myJobsPath } from './paths';

/**
 * `/account/my-jobs/{tab?}` (docs/candidate-area.md#my-jobs): the saved jobs and the applications, one tab each, the
 * tab in the path (none or an unknown one: the saved jobs). Only the chosen tab is rendered, so opening the page
 * loads one list; its filters and page live in the query, so they survive a reload and the back button.
 */
export function MyJobsPage() {
  const t = useTranslate<CandidateMessageId>();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { type, isLoggedIn } = useSession();
  const selected: MyJobsTab = tab === 'applications' ? 'applications' : 'favorites';

  if (!isLoggedIn || type !== 'candidate') {
    // The shell's route guard sends guests to log in and others home; reaching this anyway gets a way on.
    return (
      <section className="candidate-page" aria-labelledby="candidate-my-jobs-heading">
        <h1 id="candidate-my-jobs-heading">{t('candidate.myJobs.heading')}</h1>
        <p>{t('candidate.myJobs.forCandidates')}</p>
        {!isLoggedIn && <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>}
      </section>
    );
  }
  return (
    <section className="candidate-page candidate-my-jobs" aria-labelledby="candidate-my-jobs-heading">
      <h1 id="candidate-my-jobs-heading">{t('candidate.myJobs.heading')}</h1>
      <Tabs
        label={t('candidate.myJobs.tabs')}
        selected={selected}
        onSelect={(id) => navigate(myJobsPath(id as MyJobsTab))}
        tabs={[
          {
            id: 'favorites',
            label: t('candidate.myJobs.tab.favorites'),
            panel: selected === 'favorites' ? <FavoritesTab /> : null,
          },
          {
            id: 'applications',
            label: t('candidate.myJobs.tab.applications'),
            panel: selected === 'applications' ? <ApplicationsTab /> : null,
          },
        ]}
      />
    </section>
  );
}
