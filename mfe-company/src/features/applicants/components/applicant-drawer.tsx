import { type FormEvent, useEffect, useState } from 'react';
import { formatDate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Avatar, Badge, Button, Drawer, Select, Skeleton } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { placeOf } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import { refusalOf } from '../../../lib/refusal';
import { getApplicant } from '../api/get-applicant';
import type { ApplicantDetail, Stage } from '../api/types';
import { type ApplicantChange, updateApplicant } from '../api/update-applicant';
import { ApplicantCv, hasCvBeside } from './applicant-cv';
import { ApplicantFacts } from './applicant-facts';
import { ApplicantFlags } from './applicant-flags';
import { ApplicantSteps, type Siblings, type StepTarget } from './applicant-steps';
import { RejectDialog, formatSendTime } from './reject-dialog';
import { StageBadge, StageSelect } from './stage';

const NOTE_MAX = 5000;

/**
 * One application in a Drawer (the URL keeps `?applicant={id}`, so it can be shared and survives a reload): the
 * candidate's profile, CVs, answers and history, and the company's own stage, rating and private note.
 * `onChanged` tells the list behind it to load again.
 */
export function ApplicantDrawer({
  id,
  onClose,
  onChanged,
  onLoaded,
  siblings,
  onStep,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
  /** The applicants before and after this one in the list behind, for Previous and Next. */
  siblings: Siblings;
  onStep: (to: StepTarget) => void;
  /** The applicant as opened (opening a 'new' one has just moved it to 'viewed' on the server). */
  onLoaded?: (applicant: ApplicantDetail) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'success'; applicant: ApplicantDetail }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; a new onLoaded is not a reason to load again.
  useEffect(() => {
    if (id === null) return;
    let current = true;
    setState({ status: 'loading' });
    getApplicant(id).then(
      (applicant) => {
        if (!current) return;
        setState({ status: 'success', applicant });
        onLoaded?.(applicant);
      },
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const title =
    state.status === 'success' ? state.applicant.candidate.name : t('company.applicants.detail.loadingTitle');
  return (
    <Drawer open={id !== null} onClose={onClose} title={title} size="wide" className="company-applicant-drawer">
      <ApplicantSteps siblings={siblings} onStep={onStep} />
      {state.status === 'loading' && <Skeleton height={400} label={t('company.applicants.detail.loading')} />}
      {state.status === 'error' && (
        <AreaError message={t('company.applicants.detail.error')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {state.status === 'success' && (
        <ApplicantDetailView
          key={state.applicant.id}
          applicant={state.applicant}
          onUpdated={(applicant) => {
            setState({ status: 'success', applicant });
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}

function ApplicantDetailView({
  applicant,
  onUpdated,
}: {
  applicant: ApplicantDetail;
  onUpdated: (applicant: ApplicantDetail) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [saving, setSaving] = useState<'stage' | 'rating' | 'note' | null>(null);
  const [note, setNote] = useState(applicant.note ?? '');
  const [noteError, setNoteError] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const { candidate } = applicant;
  const withdrawn = applicant.status === 'withdrawn';

  async function change(what: 'stage' | 'rating' | 'note', body: ApplicantChange): Promise<ApplicantDetail> {
    setSaving(what);
    try {
      const updated = await updateApplicant(applicant.id, body);
      onUpdated(updated);
      return updated;
    } finally {
      setSaving(null);
    }
  }

  async function moveTo(stage: Stage) {
    if (stage === applicant.stage) return;
    if (stage === 'rejected') {
      setRejecting(true);
      return;
    }
    try {
      await change('stage', { stage });
      notify.success(
        translate('company.applicants.moved' satisfies CompanyMessageId, {
          name: candidate.name,
          stage: translate(`company.applicants.stage.${stage}` as CompanyMessageId),
        }),
      );
    } catch {
      // The http client has shown the server's notice; the select keeps the stored stage.
    }
  }

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    setNoteError('');
    try {
      await change('note', { note });
      notify.success(translate('company.applicants.note.saved' satisfies CompanyMessageId));
    } catch (error) {
      setNoteError(refusalOf(error)?.errors.note ?? '');
    }
  }

  const place = placeOf(candidate);
  return (
    <div
      className={
        hasCvBeside(applicant)
          ? 'company-applicant-layout company-applicant-layout--with-cv'
          : 'company-applicant-layout'
      }
    >
      <div className="company-applicant-detail">
        <div className="company-applicant__head">
          <Avatar name={candidate.name} src={candidate.photo ?? undefined} size="md" decorative />
          <div>
            {candidate.headline && <p className="company-applicant__headline">{candidate.headline}</p>}
            {place && <p className="company-applicant__job">{place}</p>}
            <p className="company-applicant__job">
              {t('company.applicants.forJob', { title: applicant.job.title })} ·{' '}
              {t('company.applicants.appliedOn', { date: formatDate(applicant.created_at) })}
            </p>
          </div>
        </div>
        <p className="company-applicant__meta">
          <StageBadge stage={applicant.stage} />
          <ApplicantFlags applicant={{ ...applicant, unread: false }} />
          {withdrawn && <Badge tone="warning">{t('company.applicants.withdrawn')}</Badge>}
        </p>

        <section aria-labelledby="applicant-manage" className="company-detail-section">
          <h3 id="applicant-manage">{t('company.applicants.detail.manage')}</h3>
          {withdrawn && <p>{t('company.applicants.withdrawnHint')}</p>}
          <div className="sk-two-columns company-detail-controls">
            <StageSelect
              label={t('company.applicants.stageLabel')}
              value={applicant.stage}
              disabled={withdrawn || saving === 'stage'}
              onChange={(stage) => void moveTo(stage)}
            />
            <Select
              label={t('company.applicants.ratingLabel')}
              value={applicant.rating === null ? '' : String(applicant.rating)}
              disabled={withdrawn || saving === 'rating'}
              placeholder={t('company.applicants.noRating')}
              options={[1, 2, 3, 4, 5].map((n) => ({
                value: String(n),
                label: t('company.applicants.stars', { count: n }),
              }))}
              onChange={(event) =>
                void change('rating', { rating: event.target.value ? Number(event.target.value) : null }).catch(
                  () => {},
                )
              }
            />
          </div>
          {applicant.rejection && (
            <p className="company-applicant__rejection">
              {applicant.rejection.sent_at
                ? t('company.applicants.reject.sentAt', { time: formatSendTime(applicant.rejection.sent_at) })
                : t('company.applicants.reject.sendAt', { time: formatSendTime(applicant.rejection.send_at) })}{' '}
              {!applicant.rejection.sent_at && (
                <Button variant="link" onClick={() => setRejecting(true)}>
                  {t('company.applicants.reject.edit')}
                </Button>
              )}
            </p>
          )}
          <form onSubmit={saveNote} className="company-form" noValidate>
            <TextArea
              label={t('company.applicants.note.label')}
              hint={t('company.applicants.note.hint')}
              value={note}
              maxLength={NOTE_MAX}
              rows={4}
              onChange={(event) => setNote(event.target.value)}
              error={noteError}
            />
            <div className="company-actions">
              <Button type="submit" variant="secondary" loading={saving === 'note'}>
                {t('company.applicants.note.save')}
              </Button>
            </div>
          </form>
        </section>

        <ApplicantFacts applicant={applicant} />
      </div>
      <ApplicantCv applicant={applicant} />
      {rejecting && (
        <RejectDialog
          name={candidate.name}
          rejection={applicant.stage === 'rejected' ? applicant.rejection : null}
          open={rejecting}
          onClose={() => setRejecting(false)}
          onReject={() => change('stage', { stage: 'rejected' })}
          onSaveMessage={(message) => change('stage', { rejection: message })}
        />
      )}
    </div>
  );
}
