import { formatDate, formatRelativeTime, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { jobsPath } from 'shared-kit/routes';
import type { CandidateMessageId } from '../../../locales';
import { useLatestSearches } from '../api/get-latest-searches';
import { DashboardBlock } from './dashboard-block';

/** The job searches the candidate ran lately, each a link that runs it again (docs/contracts.md#latest-searches-and-events). */
export function LatestSearches() {
  const t = useTranslate<CandidateMessageId>();
  const searches = useLatestSearches();
  return (
    <DashboardBlock
      name="searches"
      title={t('candidate.dashboard.searches.heading')}
      request={searches}
      loadingLabel={t('candidate.dashboard.searches.loading')}
      errorTitle={t('candidate.dashboard.searches.error')}
      skeletonHeight={160}
      items={(data) => data.results}
      empty={{
        title: t('candidate.dashboard.searches.emptyTitle'),
        text: t('candidate.dashboard.searches.empty'),
        to: jobsPath(),
        action: t('candidate.dashboard.searchJobs'),
      }}
    >
      {(results) => (
        <ul className="candidate-searches">
          {results.map((search) => (
            <li key={search.path}>
              <Link to={search.path}>{search.label}</Link>{' '}
              <time
                className="candidate-searches__when"
                dateTime={search.created_at}
                title={formatDate(search.created_at)}
              >
                {formatRelativeTime(search.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
}
