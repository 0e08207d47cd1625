import { type ReactNode, useId } from 'react';
import { formatPlace } from 'shared-kit/constants';
import type { MatchingJob } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge, type BadgeProps, Card, JobTitle } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { MatchingWhy, matchingHighlights } from './matching-why';

function scoreTone(score: number): NonNullable<BadgeProps['tone']> {
  if (score >= 75) return 'success';
  if (score >= 50) return 'info';
  return 'neutral';
}

/**
 * One matching job (docs/design-system.md#card): logo, title link, company and place, the score, why, and the
 * card's actions (discard, or restore with the reason on the discarded page).
 */
export function MatchingCard({ job, note, actions }: { job: MatchingJob; note?: ReactNode; actions: ReactNode }) {
  const t = useTranslate<CandidateMessageId>();
  const kit = useTranslate<KitMessageId>();
  const whyId = useId();
  const highlights = matchingHighlights(job.matching, t, kit);
  const place = job.remote?.slug === 'remote' && !job.country ? job.remote.name : formatPlace(job, currentLocale());
  return (
    <Card as="li" className="candidate-matching">
      <div className="candidate-matching__head">
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
        <div className="candidate-matching__about">
          <JobTitle job={job} className="candidate-matching__title" />
          <p className="candidate-matching__meta">{[job.company.name, place].filter(Boolean).join(' · ')}</p>
          {highlights && <p className="candidate-matching__highlights">{highlights}</p>}
        </div>
        <Badge tone={scoreTone(job.matching.score)} className="candidate-matching__score">
          {t('candidate.matchings.score', { score: job.matching.score })}
        </Badge>
      </div>
      <p id={whyId} className="candidate-matching__why-heading">
        {t('candidate.matchings.why.heading')}
      </p>
      <MatchingWhy matching={job.matching} labelledBy={whyId} />
      {note}
      <div className="candidate-matching__actions">{actions}</div>
    </Card>
  );
}
