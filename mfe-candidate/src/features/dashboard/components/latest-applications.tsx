import type { Application } from 'shared-kit/contracts';
import { formatDate, formatRelativeTime, useTranslate } from 'shared-kit/i18n';
import { jobsPath, routePath } from 'shared-kit/routes';
import { Avatar, JobTitle, LinkButton } from 'shared-kit/ui';
import { ApplicationStatusBadge } from '../../../applications/application-status';
import type { CandidateMessageId } from '../../../locales';
import { useLatestApplications } from '../api/get-latest-applications';
import { DashboardBlock } from './dashboard-block';

/** My jobs' applications tab (docs/candidate-area.md#my-jobs). */
const APPLICATIONS_TAB = `${routePath('account-my-jobs')}/applications`;

/** One application: the job (a link while it is open), its company, when it was sent and where it stands. */
function ApplicationRow({ application }: { application: Application }) {
  const t = useTranslate<CandidateMessageId>();
  const { job } = application;
  const open = job.available !== false && job.extra?.available !== false;
  return (
    <li className="candidate-dashboard-row">
      {/* The company's name is written beside the logo: the picture is not read twice. */}
      <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
      <div className="candidate-dashboard-row__about">
        <JobTitle job={job} link={open} className="candidate-dashboard-row__title" />
        <p className="candidate-dashboard-row__meta">
          {job.company.name}
          {' · '}
          <time dateTime={application.created_at} title={formatDate(application.created_at)}>
            {t('candidate.dashboard.applications.sent', { time: formatRelativeTime(application.created_at) })}
          </time>
        </p>
      </div>
      <ApplicationStatusBadge status={application.status} />
    </li>
  );
}

/**
 * "Your applications" (docs/candidate-area.md#the-dashboard): the five newest, an application just sent first, with
 * where each stands, and a link to all of them in My jobs.
 */
export function LatestApplications() {
  const t = useTranslate<CandidateMessageId>();
  const applications = useLatestApplications();
  return (
    <DashboardBlock
      name="applications"
      title={t('candidate.dashboard.applications.heading')}
      request={applications}
      loadingLabel={t('candidate.dashboard.applications.loading')}
      errorTitle={t('candidate.dashboard.applications.error')}
      skeletonHeight={200}
      items={(page) => page.applications}
      empty={{
        title: t('candidate.dashboard.applications.emptyTitle'),
        text: t('candidate.dashboard.applications.empty'),
        to: jobsPath(),
        action: t('candidate.dashboard.searchJobs'),
      }}
      action={(page) =>
        page.total > 0 ? (
          <LinkButton to={APPLICATIONS_TAB} variant="secondary" size="sm">
            {t('candidate.dashboard.applications.all', { count: page.total })}
          </LinkButton>
        ) : null
      }
    >
      {(applications) => (
        <ul className="sk-plain-list candidate-dashboard-list">
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
}
