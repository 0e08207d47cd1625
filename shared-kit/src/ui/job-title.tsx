import type { MouseEventHandler } from 'react';
import { Link } from 'shared-kit/router';
import { jobPath } from 'shared-kit/routes';
import { cx } from './class-names';

export type JobTitleProps = {
  /** The job's title and address as the api answers them, and the language its company wrote it in. */
  job: { title: string; url: string; content_lang?: string | null };
  /** The heading's level: 3 under a section's own h2 (a dashboard block, a list of matchings), 2 in a page's list. */
  level?: 2 | 3;
  /** False for a job no longer open: its title is not a link, since its page offers nothing to apply to. */
  link?: boolean;
  /** The link's click, for a list that opens the job in place (the split view). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
};

/**
 * A job's title as a card's title (docs/design-system.md#card): a link to the job's page, in the job's own language,
 * since it is shown as posted (docs/i18n.md#the-rules).
 */
export function JobTitle({ job, level = 3, link = true, onClick, className }: JobTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={cx('sk-card-title', className)} lang={job.content_lang ?? undefined}>
      {link ? (
        <Link to={jobPath(job.url)} onClick={onClick}>
          {job.title}
        </Link>
      ) : (
        job.title
      )}
    </Heading>
  );
}
