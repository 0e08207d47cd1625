import { formatLanguageLevel } from 'shared-kit/constants';
import type { Matching, MatchingCriterion, RequiredLanguage } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { visuallyHidden } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

type T = ReturnType<typeof useTranslate<CandidateMessageId>>;
type KitT = ReturnType<typeof useTranslate<KitMessageId>>;

const euros = (amount: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** "German Advanced (C1–C2)", or "German" when the level is not given. */
function languageAtLevel(name: string, level: RequiredLanguage['level'], t: T, kit: KitT): string {
  const words = formatLanguageLevel(level, kit);
  return words ? t('candidate.matchings.why.languageAtLevel', { language: name, level: words }) : name;
}

/** One required language in words: "German Advanced (C1–C2) required, you have German Mother tongue". */
function languageLine(required: RequiredLanguage, t: T, kit: KitT): string {
  const asked = languageAtLevel(required.name, required.level, t, kit);
  if (!required.have) return t('candidate.matchings.why.languageMissing', { required: asked });
  return t('candidate.matchings.why.language', {
    required: asked,
    have: languageAtLevel(required.have.name, required.have.level, t, kit),
  });
}

/** The sentences of one criterion: a line per required language, one line for the others. */
function criterionLines(criterion: MatchingCriterion, t: T, kit: KitT): { text: string; met: boolean }[] {
  switch (criterion.key) {
    case 'languages':
      return criterion.detail.required.map((required) => ({ text: languageLine(required, t, kit), met: required.met }));
    case 'skills':
      return [
        {
          text: t('candidate.matchings.why.skills', {
            matched: criterion.detail.matched,
            total: criterion.detail.total,
          }),
          met: criterion.met,
        },
      ];
    case 'location':
      return [
        {
          text: t(`candidate.matchings.why.location.${criterion.detail.reason}`, {
            country: criterion.detail.country ?? '',
          }),
          met: criterion.met,
        },
      ];
    case 'work_permit':
      return [
        {
          text: t(`candidate.matchings.why.workPermit.${criterion.detail.reason}`, {
            country: criterion.detail.country,
          }),
          met: criterion.met,
        },
      ];
    case 'salary':
      return [
        {
          text: t('candidate.matchings.why.salary', {
            max: euros(criterion.detail.max),
            from: euros(criterion.detail.salary_from),
          }),
          met: criterion.met,
        },
      ];
  }
}

/**
 * Why a job matches (docs/candidate-area.md#matchings): each criterion the score counts, met or not, in words. The
 * mark is drawn for the eye and said in words for screen readers.
 */
export function MatchingWhy({ matching, labelledBy }: { matching: Matching; labelledBy: string }) {
  const t = useTranslate<CandidateMessageId>();
  const kit = useTranslate<KitMessageId>();
  const lines = matching.criteria.flatMap((criterion) =>
    criterionLines(criterion, t, kit).map((line, index) => ({ ...line, key: `${criterion.key}-${index}` })),
  );
  return (
    <ul className="candidate-matching__why" aria-labelledby={labelledBy}>
      {lines.map((line) => (
        <li
          key={line.key}
          className={
            line.met ? 'candidate-matching__reason' : 'candidate-matching__reason candidate-matching__reason--unmet'
          }
        >
          <span aria-hidden="true" className="candidate-matching__mark">
            {line.met ? '✓' : '✗'}
          </span>
          <span style={visuallyHidden}>
            {t(line.met ? 'candidate.matchings.why.met' : 'candidate.matchings.why.unmet')}
          </span>{' '}
          {line.text}
        </li>
      ))}
    </ul>
  );
}
