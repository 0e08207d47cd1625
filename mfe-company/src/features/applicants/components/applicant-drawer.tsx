import { type FormEvent, useEffect, useState } from 'react';
import { CvPreview } from '../../../candidate-profile/cv-preview';
import { candidateCvPath, sentCvPath } from '../../../candidate-profile/get-cv-file';
import { formatDate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Avatar, Badge, Button, Drawer, Select, Skeleton } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { CandidateCvs, ContactFacts } from '../../../candidate-profile/contact';
import { LanguageChips, placeOf, useLanguageLabel, SkillChips } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import { refusalOf } from '../../../lib/refusal';
import { getApplicant } from '../api/get-applicant';
import type { ApplicantDetail, Stage } from '../api/types';
import { type ApplicantChange, updateApplicant } from '../api/update-applicant';
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
  const languageLabel = useLanguageLabel();
  const [saving, setSaving] = useState<'stage' | 'rating' | 'note' | null>(null);
  const [note, setNote] = useState(applicant.note ?? '');
  const [noteError, setNoteError] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [cvId, setCvId] = useState<number | null>(null);
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
  // The CV beside the profile (docs/company-area.md#applicants-cv-search-and-candidates): the one sent with this
  // application, served by the api to this company only. An application from before the CV was recorded shows the
  // default one first (as the api orders them), or the one the company picked among the candidate's CVs.
  const sent = applicant.cv;
  const cv = sent ? undefined : (candidate.cvs.find((one) => one.id === cvId) ?? candidate.cvs[0]);
  return (
    <div
      className={sent || cv ? 'company-applicant-layout company-applicant-layout--with-cv' : 'company-applicant-layout'}
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
          <div className="company-detail-controls">
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

        <section aria-labelledby="applicant-contact" className="company-detail-section">
          <h3 id="applicant-contact">{t('company.applicants.detail.contact')}</h3>
          <ContactFacts candidate={candidate} />
        </section>

        <section aria-labelledby="applicant-cvs" className="company-detail-section">
          <h3 id="applicant-cvs">{t('company.candidate.cvs')}</h3>
          <CandidateCvs candidateId={candidate.id} cvs={candidate.cvs} />
        </section>

        <section aria-labelledby="applicant-languages" className="company-detail-section">
          <h3 id="applicant-languages">{t('company.candidate.languages')}</h3>
          <LanguageChips languages={candidate.languages} />
          {applicant.missingLanguages.length > 0 && (
            <p>
              {t('company.applicants.missingLanguages')}{' '}
              {applicant.missingLanguages.map((language) => languageLabel(language)).join('; ')}
            </p>
          )}
        </section>

        <section aria-labelledby="applicant-answers" className="company-detail-section">
          <h3 id="applicant-answers">{t('company.applicants.detail.answers')}</h3>
          {applicant.answers.length === 0 ? (
            <p>{t('company.applicants.detail.noAnswers')}</p>
          ) : (
            <dl className="company-answers">
              {applicant.answers.map((answer) => (
                // A job's questions are distinct, so the question names its answer.
                <div
                  key={answer.question}
                  className={answer.knockout ? 'company-answer company-answer--knockout' : 'company-answer'}
                >
                  <dt>{answer.question}</dt>
                  <dd>
                    {answer.answer ?? t('company.applicants.detail.noAnswer')}{' '}
                    {answer.knockout && <Badge tone="danger">{t('company.applicants.detail.knockoutAnswer')}</Badge>}
                    {answer.preferred === true && (
                      <Badge tone="success">{t('company.applicants.detail.preferredAnswer')}</Badge>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        {(candidate.experience.length > 0 || candidate.education.length > 0 || candidate.skills.length > 0) && (
          <section aria-labelledby="applicant-profile" className="company-detail-section">
            <h3 id="applicant-profile">{t('company.candidate.profile')}</h3>
            {candidate.experience.length > 0 && (
              <>
                <h4>{t('company.candidate.experience')}</h4>
                <ul className="sk-plain-list company-plain-list">
                  {candidate.experience.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id here.
                    <li key={index}>
                      {[entry.title, entry.company].filter(Boolean).join(', ')}{' '}
                      {period(entry, t('company.candidate.now'))}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {candidate.education.length > 0 && (
              <>
                <h4>{t('company.candidate.education')}</h4>
                <ul className="sk-plain-list company-plain-list">
                  {candidate.education.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id here.
                    <li key={index}>
                      {[entry.title, entry.school].filter(Boolean).join(', ')}{' '}
                      {period(entry, t('company.candidate.now'))}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {candidate.skills.length > 0 && (
              <>
                <h4>{t('company.candidate.skills')}</h4>
                <SkillChips skills={candidate.skills} />
              </>
            )}
          </section>
        )}

        {candidate.presentation_letter_html && (
          <section aria-labelledby="applicant-letter" className="company-detail-section">
            <h3 id="applicant-letter">{t('company.candidate.letter')}</h3>
            {/* Sanitised by the api when the candidate saved it (bold, italic, lists, paragraphs only). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the api's sanitised rich text. */}
            <div className="company-letter" dangerouslySetInnerHTML={{ __html: candidate.presentation_letter_html }} />
          </section>
        )}

        <section aria-labelledby="applicant-history" className="company-detail-section">
          <h3 id="applicant-history">{t('company.applicants.detail.history')}</h3>
          <ol className="sk-plain-list company-plain-list">
            {applicant.history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and keep their order.
              <li key={index}>
                {formatDate(entry.created_at)}: {t(statusLabel(entry.status))}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {sent && (
        <aside className="company-applicant-cv" aria-labelledby="applicant-cv-heading">
          <p className="company-applicant__job">{t('company.applicants.detail.cvSent')}</p>
          {sent.id === null ? (
            <>
              <h3 id="applicant-cv-heading">{sent.name}</h3>
              <p>{t('company.applicants.detail.cvDeleted')}</p>
            </>
          ) : (
            <CvPreview
              key={applicant.id}
              path={sentCvPath(applicant.id)}
              frameClassName="company-cv-frame company-cv-frame--beside"
              notFound={<p>{t('company.applicants.detail.cvDeleted')}</p>}
              heading={(name) => <h3 id="applicant-cv-heading">{name || sent.name}</h3>}
            />
          )}
        </aside>
      )}
      {cv && (
        <aside className="company-applicant-cv" aria-labelledby="applicant-cv-heading">
          {candidate.cvs.length > 1 && (
            <Select
              label={t('company.applicants.detail.cvShown')}
              options={candidate.cvs.map((one) => ({ value: String(one.id), label: one.name }))}
              value={String(cv.id)}
              onChange={(event) => setCvId(Number(event.target.value))}
            />
          )}
          <CvPreview
            key={cv.id}
            path={candidateCvPath(candidate.id, cv.id)}
            frameClassName="company-cv-frame company-cv-frame--beside"
            notFound={<p>{t('company.candidate.noPreview')}</p>}
            heading={(name) => <h3 id="applicant-cv-heading">{name || cv.name}</h3>}
          />
        </aside>
      )}
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

const STATUS_LABELS: Record<string, CompanyMessageId> = {
  applied: 'company.applicants.status.applied',
  viewed: 'company.applicants.status.viewed',
  in_review: 'company.applicants.status.in_review',
  interview: 'company.applicants.status.interview',
  offer: 'company.applicants.status.offer',
  not_selected: 'company.applicants.status.not_selected',
  withdrawn: 'company.applicants.status.withdrawn',
};

/** What the candidate was shown at each step, in the company's words for it. */
function statusLabel(status: string): CompanyMessageId {
  return STATUS_LABELS[status] ?? 'company.applicants.status.other';
}

/** "(2019–2023)", "(2021–today)" from an entry's dates; nothing without a start. */
function period(entry: { from: string | null; to: string | null }, now: string): string {
  if (!entry.from) return '';
  return `(${entry.from.slice(0, 4)}–${entry.to ? entry.to.slice(0, 4) : now})`;
}
