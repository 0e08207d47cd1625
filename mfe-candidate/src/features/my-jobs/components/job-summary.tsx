import type { ReactNode } from 'react';
import { formatPlace } from 'shared-kit/constants';
import type { Job } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge, Card, JobTitle } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

/** A job no longer takes applications: closed, paused or past its date (the api says so in both places). */
export const isUnavailable = (job: Job) => job.available === false || job.extra?.available === false;

export type JobSummaryProps = {
  job: Job;
  /** Marks beside the company line (the application's status). */
  badges?: ReactNode;
  /** Lines under the company line, and the card's actions (last). */
  children?: ReactNode;
  className?: string;
};

/**
 * One job of My jobs as the dashboard's saved jobs draw it (docs/candidate-area.md#my-jobs): the logo, the title, the
 * company and place. A job still open links to its page (the card is the hit area); a job no longer available is
 * marked and its title is not a link, since its page offers nothing to apply to.
 */
export function JobSummary({ job, badges, children, className }: JobSummaryProps) {
  const t = useTranslate<CandidateMessageId>();
  const unavailable = isUnavailable(job);
  const place = formatPlace(job, currentLocale());
  return (
    <Card
      as="li"
      interactive={!unavailable}
      className={['candidate-favorite', 'candidate-my-jobs__card', className].filter(Boolean).join(' ')}
    >
      {/* The company's name is written beside the logo: the picture is not read twice. */}
      <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
      <div className="candidate-favorite__about">
        <JobTitle job={job} link={!unavailable} className="candidate-favorite__title" />
        <p className="candidate-favorite__meta">
          {[job.company.name, place].filter(Boolean).join(' · ')}{' '}
          {unavailable && <Badge tone="danger">{t('candidate.myJobs.unavailable')}</Badge>} {badges}
        </p>
        {children}
      </div>
    </Card>
  );
}
