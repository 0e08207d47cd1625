import type { MouseEvent } from 'react';
import type { Job } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge, Card, JobTitle } from 'shared-kit/ui';
import { FavoriteButton } from './favorite-button';
import { JobLanguages } from './job-languages';
import { PublishedDate } from './published-date';
import { RemoteBadge } from './remote-badge';
import { useJobDisplay } from '../lib/job-display';
import type { JobsMessageId } from '../locales';

export type JobCardProps = {
  job: Job;
  selected: boolean;
  /** Wide screens select in place (split view); otherwise the link opens the job page. */
  onSelect?: (id: number) => void;
  /** The title's heading level: 2 in a list, 3 under a section's own h2 (a blog post's job box). */
  headingLevel?: 2 | 3;
};

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * One job of the list (docs/design-system.md#card), compact so a phone shows three or four: the company's logo beside
 * the title and company, one line with the place, a remote or hybrid badge and the salary, the languages with their
 * levels, then how long ago it was published (with "New" for the newest) and Save. The whole card opens the job
 * through its title's stretched link; Save stays a button of its own above it. The first HTML of a list is this card
 * too, rendered by mfe-jobs' server module (docs/pages.md#server-rendered-content).
 */
export function JobCard({ job, selected, onSelect, headingLevel = 2 }: JobCardProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const open = (event: MouseEvent) => {
    // A new tab or window still gets the job page.
    if (!onSelect || modified(event)) return;
    event.preventDefault();
    onSelect(job.id);
  };
  const unavailable = job.available === false || job.extra?.available === false;
  // Only the split view shows a selection: on a phone the card just opens the job.
  const marked = selected && !!onSelect;
  const place = display.place(job);
  const salary = display.salary(job);
  return (
    <Card
      as="article"
      interactive
      compact
      className={marked ? 'jobs-card jobs-card--selected' : 'jobs-card'}
      aria-current={marked || undefined}
    >
      <div className="jobs-card-head">
        {/* The company's name is written beside the logo: the picture is not read twice. */}
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="md" decorative />
        <div className="jobs-card-heading">
          <JobTitle job={job} level={headingLevel} onClick={open} className="jobs-card-title" />
          <p className="jobs-card-company">{job.company.name}</p>
        </div>
      </div>
      <p className="jobs-card-meta">
        {place && <span className="jobs-card-location">{place}</span>}
        <RemoteBadge remote={job.remote} />
        {unavailable && <Badge tone="danger">{t('jobs.card.unavailable')}</Badge>}
        {salary && (
          <span className="jobs-card-salary" lang={salary.lang ?? undefined}>
            {salary.text}
          </span>
        )}
      </p>
      <JobLanguages languages={job.languages} short />
      <div className="jobs-card-foot">
        <PublishedDate iso={job.published_at} className="jobs-card-date" />
        <FavoriteButton job={job} />
      </div>
    </Card>
  );
}
