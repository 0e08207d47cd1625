import { useCallback } from 'react';
import { formatDate, useLocale, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useParams } from 'shared-kit/router';
import { AreaError, Button, EmptyState, LinkButton, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { getDiscardedMatchings } from '../api/get-discarded-matchings';
import { restoreMatching } from '../api/restore-matching';
import { useListAction } from '../hooks/use-list-action';
import { MatchingCard } from './matching-card';
import { MatchingList } from './matching-list';
import { DISCARDED_PATH, MATCHINGS_PATH, pageFromParam, refusal } from './shared';
import { CandidateOnly } from '../../../components/candidate-only';

function DiscardedMatchings() {
  const t = useTranslate<CandidateMessageId>();
  const navigate = useNavigate();
  const page = pageFromParam(useParams().page);
  // The jobs' places are said in the visitor's language: asked again after a switch.
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to ask again.
  const load = useCallback(() => getDiscardedMatchings(page), [page, locale]);
  const { request, heading: listHeading, busy, run } = useListAction(load, () => t('candidate.matchings.actionError'));
  const restore = (jobId: number) => run(() => restoreMatching(jobId));

  if (request.status === 'loading') return <Skeleton height={320} label={t('candidate.matchings.loading')} />;
  if (request.status === 'error') {
    // Matchings not enabled (the 422 of the list): the matchings page says what to complete.
    const off = refusal(request.error, 'profile');
    if (off) {
      return (
        <EmptyState
          title={t('candidate.matchings.offTitle')}
          actions={<LinkButton to={MATCHINGS_PATH}>{t('candidate.matchings.toMatchings')}</LinkButton>}
        >
          <p>{off}</p>
        </EmptyState>
      );
    }
    return <AreaError title={t('candidate.matchings.loadError')} onRetry={request.retry} />;
  }
  const { data, total, lastPage } = request.data;
  return (
    <MatchingList
      headingId="candidate-discarded-list-heading"
      heading={t('candidate.matchings.discardedCount', { count: total })}
      headingRef={listHeading}
      jobs={data}
      empty={
        <EmptyState title={t('candidate.matchings.discardedEmptyTitle')} headingLevel={3}>
          <p>{t('candidate.matchings.discardedEmpty')}</p>
        </EmptyState>
      }
      card={(job) => (
        <MatchingCard
          job={job}
          note={
            <p className="candidate-matching__discarded">
              {t('candidate.matchings.discardedBecause', {
                reason: t(`candidate.matchings.reason.${job.discarded.reason}`),
                date: formatDate(job.discarded.created_at),
              })}
            </p>
          }
          actions={
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => restore(job.id)}
              aria-label={t('candidate.matchings.restoreNamed', { title: job.title })}
            >
              {t('candidate.matchings.restore')}
            </Button>
          }
        />
      )}
      page={page}
      lastPage={lastPage}
      path={DISCARDED_PATH}
      onPage={(target) => navigate(`${DISCARDED_PATH}/${target}`)}
    />
  );
}

/** `/account/discarded-matchings/{page?}` (docs/candidate-area.md#matchings): what was discarded, with why; restore. */
export function DiscardedMatchingsPage() {
  const t = useTranslate<CandidateMessageId>();
  return (
    <CandidateOnly text="candidate.matchings.login">
      <section className="candidate-page" aria-labelledby="candidate-discarded-heading">
        <h1 id="candidate-discarded-heading">{t('candidate.matchings.discardedHeading')}</h1>
        <p className="candidate-matchings__intro">
          {t('candidate.matchings.discardedIntro')}{' '}
          <Link to={MATCHINGS_PATH}>{t('candidate.matchings.toMatchings')}</Link>
        </p>
        <DiscardedMatchings />
      </section>
    </CandidateOnly>
  );
}
