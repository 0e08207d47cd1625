import { formatPlace } from 'shared-kit/constants';
import type { MatchingJob } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { routePath } from 'shared-kit/routes';
import { Avatar, Badge, JobTitle, LinkButton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { useRecommendedJobs } from '../api/get-recommended-jobs';
import { DashboardBlock } from './dashboard-block';

const MATCHINGS = routePath('account-matchings');
const PROFILE = routePath('account-my-profile');

/** One matching job: the title (a link to it), the company and place, and how well it fits. */
function RecommendedRow({ job }: { job: MatchingJob }) {
  const t = useTranslate<CandidateMessageId>();
  const place = formatPlace(job, currentLocale());
  return (
    <li className="candidate-dashboard-row">
      <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
      <div className="candidate-dashboard-row__about">
        <JobTitle job={job} className="candidate-dashboard-row__title" />
        <p className="candidate-dashboard-row__meta">{[job.company.name, place].filter(Boolean).join(' · ')}</p>
      </div>
      <Badge tone={job.matching.score >= 75 ? 'success' : 'info'}>
        {t('candidate.matchings.score', { score: job.matching.score })}
      </Badge>
    </li>
  );
}

/**
 * "Recommended jobs" (docs/candidate-area.md#the-dashboard): the three best matchings and a link to all of them. A
 * profile not ready for matchings gets the server's words on what is missing and a way to the profile.
 */
export function RecommendedJobs() {
  const t = useTranslate<CandidateMessageId>();
  const recommended = useRecommendedJobs();
  return (
    <DashboardBlock
      name="recommended"
      title={t('candidate.dashboard.recommended.heading')}
      request={recommended}
      loadingLabel={t('candidate.dashboard.recommended.loading')}
      errorTitle={t('candidate.dashboard.recommended.error')}
      skeletonHeight={180}
      items={(answer) => (answer.kind === 'off' ? [] : answer.jobs)}
      empty={(answer) =>
        answer.kind === 'off'
          ? {
              title: t('candidate.dashboard.recommended.offTitle'),
              text: answer.message,
              to: PROFILE,
              action: t('candidate.dashboard.recommended.completeProfile'),
            }
          : {
              title: t('candidate.dashboard.recommended.emptyTitle'),
              text: t('candidate.dashboard.recommended.empty'),
              to: `${PROFILE}#preferences`,
              action: t('candidate.dashboard.recommended.preferences'),
            }
      }
      action={(answer) =>
        answer.kind === 'list' && answer.total > 0 ? (
          <LinkButton to={MATCHINGS} variant="secondary" size="sm">
            {t('candidate.dashboard.recommended.all')}
          </LinkButton>
        ) : null
      }
    >
      {(jobs) => (
        <ul className="sk-plain-list candidate-dashboard-list">
          {jobs.map((job) => (
            <RecommendedRow key={job.id} job={job} />
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
}
