import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FAVORITES_LIMITS } from 'shared-kit/account-rules';
import type { FavoritesPage } from 'shared-kit/contracts';
import { formatRelativeTime, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { jobPath, jobsPath } from 'shared-kit/routes';
import {
  AreaError,
  Button,
  Card,
  EmptyState,
  LinkButton,
  Pagination,
  Select,
  Skeleton,
  TextField,
} from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { addFavorite } from '../api/add-favorite';
import { type FavoritesStatus, useFavoritesPage } from '../api/get-favorites';
import { removeFavorite } from '../api/remove-favorite';
import { ApplicationStatusBadge } from '../../../applications/application-status';
import { isUnavailable, JobSummary } from './job-summary';
import { pageFrom, useListQuery } from './list-query';
import { myJobsPath } from './paths';

const PATH = myJobsPath('favorites');
/** Typing pauses this long before the search is sent: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 400;
const STATUSES: { value: FavoritesStatus; label: CandidateMessageId }[] = [
  { value: 'all', label: 'candidate.myJobs.favorites.status.all' },
  { value: 'active', label: 'candidate.myJobs.favorites.status.active' },
  { value: 'expired', label: 'candidate.myJobs.favorites.status.expired' },
];
const statusFrom = (value: string | null): FavoritesStatus =>
  value === 'active' || value === 'expired' ? value : 'all';
const message = (error: unknown) => (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;

/**
 * The saved jobs (docs/candidate-area.md#my-jobs): a search in the titles and companies (sent once typing pauses), a
 * status filter, six per page, and Remove with an Undo in the card's place until the list is loaded again.
 */
export function FavoritesTab() {
  const t = useTranslate<CandidateMessageId>();
  const { params, change, hrefWith } = useListQuery(PATH);
  const page = pageFrom(params.get('page'));
  const search = params.get('search')?.trim() ?? '';
  const status = statusFrom(params.get('status'));
  const [typed, setTyped] = useState(search);
  // The search this box last sent: a different one in the address came from elsewhere (back, a link) and replaces
  // what is typed; the box's own, arriving while typing goes on, must not.
  const [sent, setSent] = useState(search);
  if (search !== sent) {
    setSent(search);
    if (typed.trim() !== search) setTyped(search);
  }
  const favorites = useFavoritesPage({ page, search, status });
  // Removed on this page, by job id: each shows an Undo in its card's place.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a removal or an undo, focus goes to the control that takes its place (found once it is rendered).
  const [focusOn, setFocusOn] = useState<string | null>(null);

  const send = useCallback(
    (value: string, replace = false) => {
      setSent(value);
      change({ search: value, page: 1 }, replace);
    },
    [change],
  );
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => send(typed.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, send]);

  useEffect(() => {
    if (!focusOn) return;
    list.current?.querySelector<HTMLElement>(`[data-focus="${focusOn}"]`)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const data = favorites.status === 'success' ? favorites.data : null;
  // A page past the end (the last ones were removed elsewhere): the last page that has some.
  useEffect(() => {
    if (data && data.favorites.length === 0 && data.total > 0 && page > data.lastPage)
      change({ page: data.lastPage }, true);
  }, [data, page, change]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(typed.trim());
  };
  const clear = () => {
    setTyped('');
    change({ search: '', status: '', page: 1 });
  };
  const goTo = (target: number) => {
    change({ page: target });
    heading.current?.focus();
  };

  async function remove(offerId: number) {
    setBusy(offerId);
    try {
      const answer = await removeFavorite(offerId);
      setRemoved((before) => new Set(before).add(offerId));
      notify.success(answer.message);
      setFocusOn(`undo-${offerId}`);
    } catch (error) {
      notify.error(
        String(message(error) || translate('candidate.myJobs.favorites.removeError' satisfies CandidateMessageId)),
      );
    } finally {
      setBusy(null);
    }
  }
  async function undo(offerId: number) {
    setBusy(offerId);
    try {
      await addFavorite(offerId);
      setRemoved((before) => {
        const next = new Set(before);
        next.delete(offerId);
        return next;
      });
      notify.success(translate('candidate.myJobs.favorites.added' satisfies CandidateMessageId));
      setFocusOn(`remove-${offerId}`);
    } catch (error) {
      notify.error(
        String(message(error) || translate('candidate.myJobs.favorites.undoError' satisfies CandidateMessageId)),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="candidate-my-jobs__panel" ref={list}>
      <h2 ref={heading} tabIndex={-1} className="candidate-my-jobs__heading">
        {t('candidate.myJobs.favorites.heading')}
      </h2>
      <search aria-label={t('candidate.myJobs.favorites.search')}>
        <form className="candidate-my-jobs__filters" onSubmit={submit}>
          <TextField
            type="search"
            name="search"
            label={t('candidate.myJobs.favorites.search')}
            hint={t('candidate.myJobs.favorites.searchHint')}
            value={typed}
            maxLength={FAVORITES_LIMITS.search}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Select
            name="status"
            label={t('candidate.myJobs.favorites.status')}
            value={status}
            onChange={(event) => change({ status: event.target.value === 'all' ? '' : event.target.value, page: 1 })}
            options={STATUSES.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        </form>
      </search>
      {favorites.status === 'loading' && <Skeleton height={360} label={t('candidate.myJobs.favorites.loading')} />}
      {favorites.status === 'error' && (
        <AreaError title={t('candidate.myJobs.favorites.error')} onRetry={favorites.retry} />
      )}
      {data && (
        <FavoritesList
          data={data}
          filtered={search !== '' || status !== 'all'}
          removed={removed}
          busy={busy}
          onRemove={(id) => void remove(id)}
          onUndo={(id) => void undo(id)}
          onClear={clear}
        />
      )}
      {data && (
        <Pagination
          page={data.currentPage}
          pageCount={data.lastPage}
          hrefFor={(target) => hrefWith({ page: target })}
          onNavigate={goTo}
          label={t('candidate.myJobs.favorites.pages')}
        />
      )}
    </div>
  );
}

type FavoritesListProps = {
  data: FavoritesPage;
  filtered: boolean;
  removed: ReadonlySet<number>;
  busy: number | null;
  onRemove: (offerId: number) => void;
  onUndo: (offerId: number) => void;
  onClear: () => void;
};

function FavoritesList({ data, filtered, removed, busy, onRemove, onUndo, onClear }: FavoritesListProps) {
  const t = useTranslate<CandidateMessageId>();
  if (!data.hasFavorites) {
    return (
      <EmptyState
        title={t('candidate.myJobs.favorites.emptyTitle')}
        headingLevel={3}
        actions={
          <LinkButton to={jobsPath()} variant="secondary">
            {t('candidate.myJobs.searchJobs')}
          </LinkButton>
        }
      >
        <p>{t('candidate.myJobs.favorites.empty')}</p>
      </EmptyState>
    );
  }
  if (data.total === 0 && data.favorites.length === 0) {
    return (
      <EmptyState
        title={t('candidate.myJobs.favorites.noMatchTitle')}
        headingLevel={3}
        actions={
          filtered ? (
            <Button variant="secondary" onClick={onClear}>
              {t('candidate.myJobs.favorites.clear')}
            </Button>
          ) : undefined
        }
      >
        <p>{t('candidate.myJobs.favorites.noMatch')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="candidate-my-jobs__count" role="status">
        {t('candidate.myJobs.favorites.count', { count: data.total })}
        {data.totalExpired > 0 && ` · ${t('candidate.myJobs.favorites.expiredCount', { count: data.totalExpired })}`}
      </p>
      <ul className="candidate-favorites candidate-my-jobs__list">
        {data.favorites.map(({ offer_id, created_at, job }) =>
          removed.has(offer_id) ? (
            <Card as="li" key={offer_id} className="candidate-my-jobs__removed">
              <span lang={job.content_lang ?? undefined}>
                {t('candidate.myJobs.favorites.removed', { title: job.title })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                data-focus={`undo-${offer_id}`}
                loading={busy === offer_id}
                aria-label={t('candidate.myJobs.favorites.undoLabel', { title: job.title })}
                onClick={() => onUndo(offer_id)}
              >
                {t('candidate.myJobs.favorites.undo')}
              </Button>
            </Card>
          ) : (
            <JobSummary
              key={offer_id}
              job={job}
              badges={job.extra?.application ? <ApplicationStatusBadge status={job.extra.application.status} /> : null}
            >
              <p className="candidate-favorite__saved">
                {t('candidate.myJobs.favorites.saved', { time: formatRelativeTime(created_at) })}
              </p>
              <div className="candidate-my-jobs__actions">
                {!isUnavailable(job) && !job.extra?.application && (
                  <LinkButton
                    to={jobPath(job.url)}
                    size="sm"
                    aria-label={t('candidate.myJobs.favorites.applyLabel', { title: job.title })}
                  >
                    {t('candidate.myJobs.favorites.apply')}
                  </LinkButton>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  data-focus={`remove-${offer_id}`}
                  loading={busy === offer_id}
                  aria-label={t('candidate.myJobs.favorites.removeLabel', { title: job.title })}
                  onClick={() => onRemove(offer_id)}
                >
                  {t('candidate.myJobs.favorites.remove')}
                </Button>
              </div>
            </JobSummary>
          ),
        )}
      </ul>
    </>
  );
}
