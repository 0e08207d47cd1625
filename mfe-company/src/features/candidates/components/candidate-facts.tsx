import { useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import { LanguageChips, SkillChips } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import type { LockedCandidate } from '../api/types';

/**
 * What a locked profile shows (no name, photo, contact or files): place, languages, skills, experience,
 * education, relocation and work permit. `headingLevel` is that of its sub-headings.
 */
export function CandidateFacts({ candidate, headingLevel }: { candidate: LockedCandidate; headingLevel: 2 | 3 | 4 }) {
  const t = useTranslate<CompanyMessageId>();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  return (
    <div className="company-candidate-facts">
      <p className="company-applicant__meta">
        {candidate.relocate && <Badge tone="info">{t('company.candidate.relocate')}</Badge>}
        {candidate.work_permit && <Badge tone="info">{t('company.candidate.workPermit')}</Badge>}
        {candidate.applied && <Badge tone="success">{t('company.candidate.applied')}</Badge>}
        {candidate.unlocked && <Badge tone="success">{t('company.candidate.unlocked')}</Badge>}
      </p>
      {candidate.languages.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.languages')}</Heading>
          <LanguageChips languages={candidate.languages} />
        </>
      )}
      {candidate.skills.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.skills')}</Heading>
          <SkillChips skills={candidate.skills} />
        </>
      )}
      {candidate.experience.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.experience')}</Heading>
          <ul className="company-plain-list">
            {candidate.experience.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id in the locked view.
              <li key={index}>
                {entry.title}
                {entry.years !== null && ` (${t('company.candidate.years', { count: entry.years })})`}
              </li>
            ))}
          </ul>
        </>
      )}
      {candidate.education.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.education')}</Heading>
          <ul className="company-plain-list">
            {candidate.education.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id in the locked view.
              <li key={index}>{entry.title}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
