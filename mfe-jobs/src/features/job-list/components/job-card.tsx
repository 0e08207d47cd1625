import type { MouseEvent } from 'react';
import type { Job } from 'shared-kit/contracts';
import { formatDate, Trans, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { jobPath } from 'shared-kit/routes';
import { FavoriteButton } from '../../../components/favorite-button';
import { JobLanguages } from '../../../components/job-languages';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';

export type JobCardProps = {
  job: Job;
  selected: boolean;
  /** Wide screens select in place (split view); otherwise the link opens the job page. */
  onSelect?: (id: number) => void;
};

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

export function JobCard({ job, selected, onSelect }: JobCardProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const open = (event: MouseEvent) => {
    // A new tab or window still gets the job page.
    if (!onSelect || modified(event)) return;
    event.preventDefault();
    onSelect(job.id);
  };
  const unavailable = job.available === false || job.extra?.available === false;
  return (
    <article
      className={selected ? 'sk-card jobs-card jobs-card--selected' : 'sk-card jobs-card'}
      aria-current={selected || undefined}
    >
      {/* The title as posted, in the job's own language (docs/i18n.md#the-rules). */}
      <h2 className="sk-card-title jobs-card-title" lang={job.content_lang ?? undefined}>
        <Link to={jobPath(job.url)} onClick={open}>
          {job.title}
        </Link>
      </h2>
      <p className="jobs-card-meta">
        <span className="jobs-card-company">{job.company.name}</span>
        <span className="jobs-card-location">{display.location(job)}</span>
        {unavailable && <span className="jobs-unavailable">{t('jobs.card.unavailable')}</span>}
      </p>
      <JobLanguages languages={job.languages} />
      <div className="jobs-card-foot">
        <p className="jobs-card-date">
          <Trans
            id="jobs.card.published"
            values={{ date: formatDate(job.published_at) }}
            components={{ 0: <time dateTime={job.published_at} /> }}
          />
        </p>
        <FavoriteButton job={job} />
      </div>
    </article>
  );
}
