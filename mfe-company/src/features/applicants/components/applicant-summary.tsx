import { formatDate, useTranslate } from 'shared-kit/i18n';
import { Avatar, Button, Checkbox } from 'shared-kit/ui';
import { LanguageChips, placeOf } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import type { Applicant } from '../api/types';
import { ApplicantFlags } from './applicant-flags';
import { StageBadge } from './stage';

/**
 * What a row or a pipeline card says about one applicant: the name (a button that opens the detail), the job,
 * the stage, the flags (unread, knockout, required languages met or not), the rating and the languages it lacks.
 */
export function ApplicantSummary({
  applicant,
  onOpen,
  showJob,
  showStage = true,
  headingLevel = 3,
}: {
  applicant: Applicant;
  onOpen: (id: number) => void;
  showJob: boolean;
  showStage?: boolean;
  headingLevel?: 3 | 4;
}) {
  const t = useTranslate<CompanyMessageId>();
  const { candidate } = applicant;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const place = placeOf(candidate);
  return (
    <div className="company-applicant">
      <div className="company-applicant__head">
        <Avatar name={candidate.name} src={candidate.photo ?? undefined} size="sm" decorative />
        <div>
          <Heading className="company-applicant__name">
            <Button variant="link" onClick={() => onOpen(applicant.id)}>
              {candidate.name}
            </Button>
          </Heading>
          {candidate.headline && <p className="company-applicant__headline">{candidate.headline}</p>}
        </div>
      </div>
      <p className="company-applicant__meta">
        {showStage && <StageBadge stage={applicant.stage} />}
        <ApplicantFlags applicant={applicant} />
        {applicant.rating !== null && (
          <span className="company-applicant__rating">
            {t('company.applicants.rating', { rating: applicant.rating })}
          </span>
        )}
      </p>
      {showJob && (
        <p className="company-applicant__job">{t('company.applicants.forJob', { title: applicant.job.title })}</p>
      )}
      <p className="company-applicant__job">
        {place && `${place} · `}
        {t('company.applicants.appliedOn', { date: formatDate(applicant.created_at) })}
      </p>
      {applicant.missingLanguages.length > 0 && (
        <div className="company-applicant__missing">
          <span>{t('company.applicants.missingLanguages')}</span>
          <LanguageChips languages={applicant.missingLanguages} />
        </div>
      )}
    </div>
  );
}

/** The selection box of one applicant, named by the candidate ("Select Ana García"). */
export function SelectApplicant({
  applicant,
  selected,
  onToggle,
}: {
  applicant: Applicant;
  selected: boolean;
  onToggle: (id: number) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <Checkbox
      label={
        <span className="sk-visually-hidden">{t('company.applicants.select', { name: applicant.candidate.name })}</span>
      }
      checked={selected}
      onChange={() => onToggle(applicant.id)}
      className="company-applicant__select"
    />
  );
}
