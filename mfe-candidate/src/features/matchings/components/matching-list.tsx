import { Fragment, type ReactNode, type RefObject } from 'react';
import type { MatchingJob } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Pagination } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

type MatchingListProps<Job extends MatchingJob> = {
  /** The heading's id, which names the section and the list. */
  headingId: string;
  /** How many there are, in words. */
  heading: string;
  /** The heading, focused after an action changed the list (useListAction). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  className?: string;
  jobs: Job[];
  /** What the page says when there are none. */
  empty: ReactNode;
  /** One job's card (a MatchingCard with its note and actions). */
  card: (job: Job) => ReactNode;
  page: number;
  lastPage: number;
  /** The list's address; page n is `{path}/{n}`. */
  path: string;
  onPage: (page: number) => void;
};

/**
 * A page of matching jobs, the matchings' or the discarded ones (docs/candidate-area.md#matchings): the count as the
 * heading, the cards or what to say when there are none, then the pages.
 */
export function MatchingList<Job extends MatchingJob>({
  headingId,
  heading,
  headingRef,
  className,
  jobs,
  empty,
  card,
  page,
  lastPage,
  path,
  onPage,
}: MatchingListProps<Job>) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="candidate-matchings__count">
        {heading}
      </h2>
      {jobs.length === 0 ? (
        empty
      ) : (
        <ul className="candidate-matchings" aria-labelledby={headingId}>
          {jobs.map((job) => (
            <Fragment key={job.id}>{card(job)}</Fragment>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefFor={(target) => `${path}/${target}`}
        onNavigate={onPage}
        label={t('candidate.matchings.pages')}
      />
    </section>
  );
}
