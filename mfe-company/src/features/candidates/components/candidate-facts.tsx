import { useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import { LanguageChips, SkillChips } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import type { LockedCandidate } from '../api/types';

/**
 * What a locked candidate is called: the headline, else the last job's title, else "Candidate {id}" (the name is what
 * unlocking shows).
 */
export function candidateTitle(
  candidate: Pick<LockedCandidate, 'id' | 'headline' | 'last_title'>,
  t: (id: CompanyMessageId, values?: Record<string, unknown>) => string,
): string {
  return candidate.headline || candidate.last_title || t('company.cvSearch.noHeadline', { id: candidate.id });
}

/** Skills a result card shows; the rest are counted ("+4 more") and listed on the profile. */
const CARD_SKILLS = 5;

/**
 * The facts a recruiter decides on before unlocking (docs/company-area.md#cv-search): years of experience, the last
 * job's title and the availability, each in words. Nothing here names or reaches the person.
 */
function KeyFacts({ candidate }: { candidate: LockedCandidate }) {
  const t = useTranslate<CompanyMessageId>();
  const facts = [
    candidate.experience.length > 0 &&
      (candidate.experience_years > 0
        ? t('company.candidate.totalExperience', { count: candidate.experience_years })
        : t('company.candidate.lessThanAYear')),
    // Without a headline the last title is already the candidate's title (candidateTitle).
    candidate.headline && candidate.last_title && t('company.candidate.lastTitle', { title: candidate.last_title }),
    candidate.availability !== null &&
      t(`company.candidate.availability.${candidate.availability}` as CompanyMessageId),
  ].filter((fact): fact is string => Boolean(fact));
  if (facts.length === 0) return null;
  return (
    <ul className="company-key-facts" aria-label={t('company.candidate.keyFacts')}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/**
 * What a locked profile shows (no name, photo, contact or files): the key facts, place, languages, skills,
 * experience, education, relocation and work permit. `headingLevel` is that of its sub-headings; `compact` (a
 * result card) keeps the key facts, languages and the first skills, and leaves the lists to the profile.
 */
export function CandidateFacts({
  candidate,
  headingLevel,
  compact = false,
}: {
  candidate: LockedCandidate;
  headingLevel: 2 | 3 | 4;
  compact?: boolean;
}) {
  const t = useTranslate<CompanyMessageId>();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  const skills = compact ? candidate.skills.slice(0, CARD_SKILLS) : candidate.skills;
  const moreSkills = candidate.skills.length - skills.length;
  return (
    <div className="company-candidate-facts">
      <KeyFacts candidate={candidate} />
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
          <SkillChips skills={skills} />
          {moreSkills > 0 && <p className="company-more">{t('company.candidate.moreSkills', { count: moreSkills })}</p>}
        </>
      )}
      {!compact && candidate.experience.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.experience')}</Heading>
          <ul className="sk-plain-list company-plain-list">
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
      {!compact && candidate.education.length > 0 && (
        <>
          <Heading className="company-facts__heading">{t('company.candidate.education')}</Heading>
          <ul className="sk-plain-list company-plain-list">
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
