import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CvProposals } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link } from 'shared-kit/router';
import { Badge, Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { PROPOSAL_GROUPS, type ProposalGroup, type ProposalRow, proposalRows } from './welcome-proposals';

type RowState = { state: 'saving' | 'accepted' | 'rejected' | 'failed'; error?: string };

const GROUP_LABELS: Record<ProposalGroup, CandidateMessageId> = {
  name: 'candidate.welcome.review.name',
  email: 'candidate.welcome.review.email',
  phone: 'candidate.welcome.review.phone',
  location: 'candidate.welcome.review.location',
  languages: 'candidate.welcome.review.languages',
  experience: 'candidate.welcome.review.experience',
  education: 'candidate.welcome.review.education',
  skills: 'candidate.welcome.review.skills',
};

const LEVELS: Record<number, CandidateMessageId> = {
  1: 'candidate.level.basic',
  2: 'candidate.level.intermediate',
  3: 'candidate.level.advanced',
  4: 'candidate.level.motherTongue',
};

/** What the api said about a refused proposal: a 422's first field error, else its message (docs/contracts.md#errors). */
function refusal(error: unknown): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  for (const texts of Object.values(body?.errors ?? {})) {
    if (Array.isArray(texts) && typeof texts[0] === 'string' && texts[0]) return texts[0];
  }
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

export type WelcomeReviewProps = {
  proposals: CvProposals;
  /** After proposals were saved: the profile changed, so the page loads it again. */
  onAccepted: () => void;
};

/**
 * What the CV says next to what the profile holds, field by field and item by item, each accepted or rejected on
 * its own (docs/candidate-area.md#the-onboarding). Nothing is saved until the candidate accepts it.
 */
export function WelcomeReview({ proposals, onAccepted }: WelcomeReviewProps) {
  const t = useTranslate<CandidateMessageId>();
  const id = useId();
  const rows = useMemo(
    () =>
      proposalRows(proposals, {
        level: (level) => t(LEVELS[level] ?? 'candidate.level.other', { level }),
        present: t('candidate.welcome.review.present'),
      }),
    [proposals, t],
  );
  const [states, setStates] = useState<Record<string, RowState>>({});
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes once the row's buttons are replaced by its outcome.
  const [focus, setFocus] = useState<string | null>(null);
  const [bulk, setBulk] = useState(false);

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  // A new review takes focus, so whoever just chose the file is led to what it says rather than left on the button.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const statusId = (row: ProposalRow) => `${id}-${row.key}-status`;
  const set = (key: string, state: RowState | null) =>
    setStates((all) => {
      const next = { ...all };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });
  // What "Accept all" saves: every proposal not yet decided (a failed one is retried by its own button).
  const open = rows.filter((row) => row.accept && !row.same && !states[row.key]);

  /** Saves one row; answers whether it was saved. The caller reloads the profile once for a batch. */
  const save = async (row: ProposalRow): Promise<boolean> => {
    if (!row.accept) return false;
    set(row.key, { state: 'saving' });
    try {
      const message = await row.accept();
      set(row.key, { state: 'accepted' });
      if (message) notify.success(message);
      return true;
    } catch (error) {
      const fallback =
        row.group === 'languages' ? t('candidate.notice.languageError') : t('candidate.notice.createError');
      set(row.key, { state: 'failed', error: refusal(error) ?? fallback });
      return false;
    }
  };

  const accept = async (row: ProposalRow) => {
    const saved = await save(row);
    const label = t(GROUP_LABELS[row.group]);
    setAnnouncement(
      saved
        ? t('candidate.welcome.review.acceptedOne', { field: label, value: row.proposed })
        : t('candidate.welcome.review.failedOne', { field: label, value: row.proposed }),
    );
    setFocus(statusId(row));
    if (saved) onAccepted();
  };

  const reject = (row: ProposalRow) => {
    set(row.key, { state: 'rejected' });
    setAnnouncement(
      t('candidate.welcome.review.rejectedOne', { field: t(GROUP_LABELS[row.group]), value: row.proposed }),
    );
    setFocus(statusId(row));
  };

  const undo = (row: ProposalRow) => {
    set(row.key, null);
    setFocus(`${statusId(row)}-accept`);
  };

  // One at a time, in the review's order: the api locks the candidate's row per change, and a limit (3 mother
  // tongues) then refuses the right one.
  const acceptAll = async () => {
    setBulk(true);
    let saved = 0;
    let failed = 0;
    for (const row of open) {
      if (await save(row)) saved += 1;
      else failed += 1;
    }
    setBulk(false);
    setAnnouncement(t('candidate.welcome.review.acceptedAll', { saved, failed }));
    // Back to the review's heading: the rows' buttons are gone, and the outcome is announced.
    heading.current?.focus();
    if (saved > 0) onAccepted();
  };

  if (!proposals.text_found) {
    return (
      <div className="candidate-welcome-review" role="status">
        <p className="candidate-welcome-review__empty">{proposals.message ?? t('candidate.welcome.review.nothing')}</p>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="candidate-welcome-review" role="status">
        <p className="candidate-welcome-review__empty">{t('candidate.welcome.review.nothing')}</p>
      </div>
    );
  }

  return (
    <section className="candidate-welcome-review" aria-labelledby={`${id}-heading`}>
      <div className="candidate-welcome-review__head">
        <div>
          <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
            {t('candidate.welcome.review.heading')}
          </h3>
          <p className="candidate-welcome-review__intro">{t('candidate.welcome.review.intro')}</p>
        </div>
        <Button onClick={acceptAll} disabled={open.length === 0 || bulk} loading={bulk}>
          {t('candidate.welcome.review.acceptAll')}
        </Button>
      </div>
      <p className="sk-visually-hidden" role="status">
        {announcement}
      </p>
      {PROPOSAL_GROUPS.map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        if (inGroup.length === 0) return null;
        const label = t(GROUP_LABELS[group]);
        return (
          <div key={group} className="candidate-welcome-review__group">
            <h4>{label}</h4>
            <ul className="candidate-welcome-review__rows">
              {inGroup.map((row) => (
                <ReviewRow
                  key={row.key}
                  row={row}
                  label={label}
                  statusId={statusId(row)}
                  state={states[row.key]}
                  busy={bulk}
                  onAccept={() => accept(row)}
                  onReject={() => reject(row)}
                  onUndo={() => undo(row)}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

type ReviewRowProps = {
  row: ProposalRow;
  label: string;
  statusId: string;
  state?: RowState;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
  onUndo: () => void;
};

function ReviewRow({ row, label, statusId, state, busy, onAccept, onReject, onUndo }: ReviewRowProps) {
  const t = useTranslate<CandidateMessageId>();
  const named = { field: label, value: row.proposed };
  const isList =
    row.group === 'languages' || row.group === 'experience' || row.group === 'education' || row.group === 'skills';
  let outcome: React.ReactNode = null;
  if (row.same) outcome = <Badge tone="neutral">{t('candidate.welcome.review.same')}</Badge>;
  else if (state?.state === 'accepted')
    outcome = <Badge tone="success">{t('candidate.welcome.review.accepted')}</Badge>;
  else if (state?.state === 'rejected')
    outcome = <Badge tone="neutral">{t('candidate.welcome.review.rejected')}</Badge>;

  const canDecide = row.accept && !row.same && (!state || state.state === 'failed' || state.state === 'saving');
  return (
    <li className="candidate-welcome-review__row">
      <div className="candidate-welcome-review__values">
        <p>
          <span className="candidate-welcome-review__label">{t('candidate.welcome.review.fromCv')}</span>{' '}
          <strong>{row.proposed}</strong>
        </p>
        {/* Once accepted, what the profile held is gone: only the CV's value is left to show. */}
        {!row.same && state?.state !== 'accepted' && (row.current !== null || !isList) && (
          <p className="candidate-welcome-review__current">
            <span className="candidate-welcome-review__label">{t('candidate.welcome.review.current')}</span>{' '}
            {row.current ?? t('candidate.welcome.review.empty')}
          </p>
        )}
        {!row.accept && !row.same && (
          <p className="candidate-welcome-review__note">
            {t('candidate.welcome.review.emailNote')}{' '}
            <Link to="/account/account-settings">{t('candidate.welcome.review.emailLink')}</Link>
          </p>
        )}
      </div>
      <div className="candidate-welcome-review__actions" aria-live="polite">
        <span id={statusId} tabIndex={-1} className="candidate-welcome-review__status">
          {outcome}
          {state?.state === 'failed' && <span className="candidate-welcome-review__error">{state.error}</span>}
        </span>
        {canDecide && (
          <>
            <Button
              id={`${statusId}-accept`}
              size="sm"
              onClick={onAccept}
              loading={state?.state === 'saving'}
              disabled={busy}
              aria-label={t('candidate.welcome.review.acceptNamed', named)}
            >
              {t('candidate.welcome.review.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={onReject}
              disabled={busy || state?.state === 'saving'}
              aria-label={t('candidate.welcome.review.rejectNamed', named)}
            >
              {t('candidate.welcome.review.reject')}
            </Button>
          </>
        )}
        {state?.state === 'rejected' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onUndo}
            aria-label={t('candidate.welcome.review.undoNamed', named)}
          >
            {t('candidate.welcome.review.undo')}
          </Button>
        )}
      </div>
    </li>
  );
}
