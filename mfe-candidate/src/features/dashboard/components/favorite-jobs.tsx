import { formatPlace } from 'shared-kit/constants';
import type { Job } from 'shared-kit/contracts';
import { currentLocale, formatRelativeTime, useTranslate } from 'shared-kit/i18n';
import { jobsPath } from 'shared-kit/routes';
import { Avatar, Badge, Card, JobTitle, LinkButton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { useDashboardFavorites } from '../api/get-favorites';
import { DashboardBlock } from './dashboard-block';

const MY_JOBS = '/account/my-jobs';

/** One saved job as the job list draws it (docs/design-system.md#card): logo, title link, company, place. */
function FavoriteJobCard({ job, savedAt }: { job: Job; savedAt: string }) {
  const t = useTranslate<CandidateMessageId>();
  const place = formatPlace(job, currentLocale());
  const unavailable = !job.available || job.extra?.available === false;
  return (
    <Card as="li" interactive className="candidate-favorite">
      {/* The company's name is written beside the logo: the picture is not read twice. */}
      <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
      <div className="candidate-favorite__about">
        <JobTitle job={job} className="candidate-favorite__title" />
        <p className="candidate-favorite__meta">
          {[job.company.name, place].filter(Boolean).join(' · ')}{' '}
          {unavailable && <Badge tone="danger">{t('candidate.dashboard.favorites.unavailable')}</Badge>}
        </p>
        <p className="candidate-favorite__saved">
          {t('candidate.dashboard.favorites.saved', { time: formatRelativeTime(savedAt) })}
        </p>
      </div>
    </Card>
  );
}

/** The newest six saved jobs, with a link to all of them (SPEC: a shortcut list shows the first 6). */
export function FavoriteJobs() {
  const t = useTranslate<CandidateMessageId>();
  const favorites = useDashboardFavorites();
  return (
    <DashboardBlock
      name="favorites"
      title={t('candidate.dashboard.favorites.heading')}
      request={favorites}
      loadingLabel={t('candidate.dashboard.favorites.loading')}
      errorTitle={t('candidate.dashboard.favorites.error')}
      skeletonHeight={240}
      items={(page) => page.favorites}
      empty={{
        title: t('candidate.dashboard.favorites.emptyTitle'),
        text: t('candidate.dashboard.favorites.empty'),
        to: jobsPath(),
        action: t('candidate.dashboard.searchJobs'),
      }}
      action={(page) =>
        page.total > 0 ? (
          <LinkButton to={MY_JOBS} variant="secondary" size="sm">
            {t('candidate.dashboard.favorites.all', { count: page.total })}
          </LinkButton>
        ) : null
      }
    >
      {(favorites) => (
        <ul className="candidate-favorites">
          {favorites.map((favorite) => (
            <FavoriteJobCard key={favorite.offer_id} job={favorite.job} savedAt={favorite.created_at} />
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
}
