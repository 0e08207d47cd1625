import { formatDate, useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import { CandidateCvs, ContactFacts } from '../../../candidate-profile/contact';
import { LanguageChips, SkillChips, useLanguageLabel } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import type { ApplicantDetail } from '../api/types';

/**
 * What the application says, read-only, under the company's controls in the applicant's drawer: contact, CVs,
 * languages (and those the job asks that the candidate lacks), the screening answers, experience, education and
 * skills, the presentation letter and the application's history.
 */
export function ApplicantFacts({ applicant }: { applicant: ApplicantDetail }) {
  const t = useTranslate<CompanyMessageId>();
  const languageLabel = useLanguageLabel();
  const { candidate } = applicant;
  return (
    <>
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
                    {[entry.title, entry.school].filter(Boolean).join(', ')} {period(entry, t('company.candidate.now'))}
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
    </>
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
