import { type ReactNode, type RefObject, useCallback, useState } from 'react';
import { DISCARD_REASONS, type DiscardReason, MATCHINGS_LIMIT, MATCHINGS_MIN_SCORE } from 'shared-kit/account-rules';
import type { MatchingJob, Tasks } from 'shared-kit/contracts';
import { useLocale, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useParams } from 'shared-kit/router';
import { jobPath, jobsPath } from 'shared-kit/routes';
import { AreaError, Button, Dialog, EmptyState, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { profileCompletion } from '../../../profile-tasks/profile-tasks';
import { discardMatching } from '../api/discard-matching';
import { getMatchings } from '../api/get-matchings';
import { getProfileTasks } from '../api/get-profile-tasks';
import { useListAction } from '../hooks/use-list-action';
import { MatchingCard } from './matching-card';
import { MatchingList } from './matching-list';
import { SaveButton } from './save-button';
import { DISCARDED_PATH, MATCHINGS_PATH, pageFromParam, refusal } from './shared';
import { CandidateOnly } from '../../../components/candidate-only';

export type Answer =
  | { kind: 'list'; page: Awaited<ReturnType<typeof getMatchings>> }
  | { kind: 'off'; message: string; tasks: Tasks | null };

/**
 * Matchings not enabled yet (SPEC: a 422 empties the list): the server's words on what to complete, and the pending
 * profile tasks as links (docs/candidate-area.md#profile-completion).
 */
function MatchingsOff({ message, tasks }: { message: string; tasks: Tasks | null }) {
  const t = useTranslate<CandidateMessageId>();
  const pending = tasks ? profileCompletion(tasks).pending : [];
  const [next, ...later] = pending;
  return (
    <EmptyState
      title={t('candidate.matchings.offTitle')}
      headingLevel={2}
      actions={next ? <LinkButton to={next.href}>{t(next.label)}</LinkButton> : null}
    >
      <p>{message}</p>
      {later.length > 0 && (
        <ul className="candidate-matchings__tasks" aria-label={t('candidate.matchings.offTasks')}>
          {later.map((task) => (
            <li key={task.key}>
              <Link to={task.href}>{t(task.label)}</Link>
            </li>
          ))}
        </ul>
      )}
    </EmptyState>
  );
}

/** The reason picker of a discard, in a dialog; the reason is required, "not interested" chosen first. */
function DiscardDialog({
  job,
  onClose,
  onDiscard,
}: {
  job: MatchingJob | null;
  onClose: () => void;
  onDiscard: (job: MatchingJob, reason: DiscardReason) => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const [reason, setReason] = useState<DiscardReason>('not_interested');
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      title={t('candidate.matchings.discardTitle')}
      description={job ? t('candidate.matchings.discardText', { title: job.title }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('candidate.matchings.cancel')}
          </Button>
          <Button variant="danger" onClick={() => job && onDiscard(job, reason)}>
            {t('candidate.matchings.discardConfirm')}
          </Button>
        </>
      }
    >
      <RadioGroup
        legend={t('candidate.matchings.reasonLegend')}
        name="discard-reason"
        value={reason}
        onChange={(value) => setReason(value as DiscardReason)}
        options={DISCARD_REASONS.map((value) => ({ value, label: t(`candidate.matchings.reason.${value}`) }))}
      />
    </Dialog>
  );
}

function Matchings() {
  const t = useTranslate<CandidateMessageId>();
  const navigate = useNavigate();
  const page = pageFromParam(useParams().page);
  // The jobs' places are said in the visitor's language: asked again after a switch.
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to ask again.
  const load = useCallback(async (): Promise<Answer> => {
    try {
      return { kind: 'list', page: await getMatchings(page) };
    } catch (error) {
      const refused = refusal(error, 'profile');
      if (!refused) throw error;
      // The tasks only name what to do next; without them the server's message still says it.
      const tasks = await getProfileTasks().catch(() => null);
      return { kind: 'off', message: refused, tasks };
    }
  }, [page, locale]);
  const { request, heading: listHeading, busy, run } = useListAction(load, () => t('candidate.matchings.actionError'));
  const [discarding, setDiscarding] = useState<MatchingJob | null>(null);

  const discard = (job: MatchingJob, reason: DiscardReason) => {
    setDiscarding(null);
    return run(() => discardMatching(job.id, reason));
  };

  // The list the api wrote for the session (docs/delivery.md#the-dashboard-in-the-first-html) until its carried answer
  // is taken, a microtask later; else a skeleton.
  return (
    <ServedWhileLoading loading={request.status === 'loading'} select={SERVED_LIST} whole>
      {request.status === 'loading' ? (
        <Skeleton height={320} label={t('candidate.matchings.loading')} />
      ) : request.status === 'error' ? (
        <AreaError title={t('candidate.matchings.loadError')} onRetry={request.retry} />
      ) : (
        <>
          <MatchingsAnswer
            answer={request.data}
            page={page}
            busy={busy}
            listHeading={listHeading}
            onDiscard={setDiscarding}
            onPage={(target) => navigate(`${MATCHINGS_PATH}/${target}`)}
          />
          <DiscardDialog job={discarding} onClose={() => setDiscarding(null)} onDiscard={discard} />
        </>
      )}
    </ServedWhileLoading>
  );
}

/** The list in the server's markup of the page: the part the answer fills. */
const SERVED_LIST = '.candidate-matchings__answer';

/** One answer of the matchings: the list of a page with its actions, or what to complete to have them. */
export function MatchingsAnswer({
  answer,
  page,
  busy,
  listHeading,
  onDiscard,
  onPage,
}: {
  answer: Answer;
  page: number;
  busy: boolean;
  listHeading?: RefObject<HTMLHeadingElement | null>;
  onDiscard: (job: MatchingJob) => void;
  onPage: (page: number) => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  if (answer.kind === 'off') return <MatchingsOff message={answer.message} tasks={answer.tasks} />;
  const { data, total, lastPage } = answer.page;
  return (
    <MatchingList
      className="candidate-matchings__answer"
      headingId="candidate-matchings-list-heading"
      heading={t('candidate.matchings.count', { count: total })}
      headingRef={listHeading}
      jobs={data}
      empty={
        <EmptyState
          title={t('candidate.matchings.emptyTitle')}
          headingLevel={3}
          actions={
            <LinkButton to={jobsPath()} variant="secondary">
              {t('candidate.dashboard.searchJobs')}
            </LinkButton>
          }
        >
          <p>{t('candidate.matchings.empty')}</p>
        </EmptyState>
      }
      card={(job) => (
        <MatchingCard
          job={job}
          actions={
            <>
              {job.extra?.canApply !== false && (
                <LinkButton
                  size="sm"
                  to={`${jobPath(job.url)}?autoApply=1`}
                  aria-label={t('candidate.matchings.applyNamed', { title: job.title })}
                >
                  {t('candidate.matchings.apply')}
                </LinkButton>
              )}
              <SaveButton job={job} />
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onDiscard(job)}
                aria-label={t('candidate.matchings.discardNamed', { title: job.title })}
              >
                {t('candidate.matchings.discard')}
              </Button>
            </>
          }
        />
      )}
      page={page}
      lastPage={lastPage}
      path={MATCHINGS_PATH}
      onPage={onPage}
    />
  );
}

/** The page's heading and introduction around its list. */
export function MatchingsFrame({ children }: { children: ReactNode }) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <section className="candidate-page" aria-labelledby="candidate-matchings-heading">
      <h1 id="candidate-matchings-heading">{t('candidate.matchings.heading')}</h1>
      <p className="candidate-matchings__intro">
        {t('candidate.matchings.intro', { limit: MATCHINGS_LIMIT, score: MATCHINGS_MIN_SCORE })}{' '}
        <Link to={DISCARDED_PATH}>{t('candidate.matchings.toDiscarded')}</Link>
      </p>
      {children}
    </section>
  );
}

/**
 * `/account/matchings/{page?}` (docs/candidate-area.md#matchings): the jobs that fit the profile, best first, each
 * with why; discard with a reason; the discarded ones on their own page.
 */
export function MatchingsPage() {
  return (
    <CandidateOnly text="candidate.matchings.login">
      <MatchingsFrame>
        <Matchings />
      </MatchingsFrame>
    </CandidateOnly>
  );
}
