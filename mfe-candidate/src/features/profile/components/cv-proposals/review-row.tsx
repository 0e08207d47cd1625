// One proposal of the CV review (cv-proposals-review.tsx): what the CV says, its outcome, and accept, reject,
// correct in place (proposal-edit-form.tsx) or undo.
import { useState } from 'react';
import type { CvProposalDecisionsResponse } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge, Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { correctable, ProposalEditForm } from './proposal-edit-form';
import type { ProposalRow } from './proposal-rows';

export type RowState = { state: 'saving' | 'accepted' | 'rejected' | 'failed'; error?: string };

type ReviewRowProps = {
  cvId: number;
  onCorrected: (answer: CvProposalDecisionsResponse) => void;
  row: ProposalRow;
  label: string;
  statusId: string;
  state?: RowState;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
  onUndo: () => void;
};

export function ReviewRow(props: ReviewRowProps) {
  const { cvId, onCorrected, row, label, statusId, state, busy, onAccept, onReject, onUndo } = props;
  const t = useTranslate<CandidateMessageId>();
  const [editing, setEditing] = useState(false);
  const named = { field: label, value: row.proposed };
  const isList =
    row.group === 'languages' || row.group === 'experience' || row.group === 'education' || row.group === 'skills';
  let outcome: React.ReactNode = null;
  if (row.same) outcome = <Badge tone="neutral">{t('candidate.welcome.review.same')}</Badge>;
  else if (state?.state === 'accepted')
    outcome = <Badge tone="success">{t('candidate.welcome.review.accepted')}</Badge>;
  else if (state?.state === 'rejected')
    outcome = <Badge tone="neutral">{t('candidate.welcome.review.rejected')}</Badge>;

  const saving = state?.state === 'saving';
  const canDecide = !row.same && (!state || state.state === 'failed' || saving);
  return (
    <li className="sk-split candidate-cv-review__row">
      <div className="candidate-cv-review__values">
        <p>
          <span className="candidate-cv-review__label">{t('candidate.welcome.review.fromCv')}</span>{' '}
          <strong>{row.proposed}</strong>
          {row.item.field === 'skills' && row.item.new && (
            <>
              {' '}
              <Badge tone="neutral">{t('candidate.welcome.review.newSkill')}</Badge>
            </>
          )}
        </p>
        {/* Once accepted, what the profile held is gone: only the CV's value is left to show. */}
        {!row.same && state?.state !== 'accepted' && (row.current !== null || !isList) && (
          <p className="candidate-cv-review__current">
            <span className="candidate-cv-review__label">{t('candidate.welcome.review.current')}</span>{' '}
            {row.current ?? t('candidate.welcome.review.empty')}
          </p>
        )}
        {!row.acceptable && !row.same && (
          <p className="candidate-cv-review__note">
            {t('candidate.welcome.review.emailNote')}{' '}
            <Link to="/account/account-settings">{t('candidate.welcome.review.emailLink')}</Link>
          </p>
        )}
      </div>
      {editing && (
        <ProposalEditForm
          cvId={cvId}
          item={row.item}
          title={`${label}: ${row.proposed}`}
          onSaved={(answer) => {
            setEditing(false);
            onCorrected(answer);
          }}
          onCancel={() => {
            setEditing(false);
            // Back to the button that opened the form.
            setTimeout(() => document.getElementById(`${statusId}-edit`)?.focus());
          }}
        />
      )}
      <div className="candidate-cv-review__actions" aria-live="polite">
        <span id={statusId} tabIndex={-1} className="candidate-cv-review__status">
          {outcome}
          {state?.error && <span className="candidate-cv-review__error">{state.error}</span>}
        </span>
        {canDecide && !editing && (
          <>
            {correctable(row.item) && (
              <Button
                id={`${statusId}-edit`}
                size="sm"
                variant="secondary"
                onClick={() => setEditing(true)}
                disabled={busy || saving}
                aria-label={t('candidate.welcome.review.editNamed', named)}
              >
                {t('candidate.welcome.review.edit')}
              </Button>
            )}
            {row.acceptable && (
              <Button
                id={`${statusId}-accept`}
                size="sm"
                onClick={onAccept}
                loading={saving && !busy}
                disabled={busy || saving}
                aria-label={t('candidate.welcome.review.acceptNamed', named)}
              >
                {t('candidate.welcome.review.accept')}
              </Button>
            )}
            <Button
              id={row.acceptable ? undefined : `${statusId}-accept`}
              size="sm"
              variant="secondary"
              onClick={onReject}
              disabled={busy || saving}
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
