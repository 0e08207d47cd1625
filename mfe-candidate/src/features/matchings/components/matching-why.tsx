import { countryName, formatLanguageLevel, languageName } from 'shared-kit/constants';
import type { Matching, MatchingCriterion, RequiredLanguage } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import type { CandidateMessageId } from '../../../locales';
import { sectorName } from '../../../sectors/sector-names';

type T = ReturnType<typeof useTranslate<CandidateMessageId>>;
type KitT = ReturnType<typeof useTranslate<KitMessageId>>;

const euros = (amount: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** "German Advanced (C1–C2)", or "German" when the level is not given; the name in the interface language. */
function languageAtLevel(
  language: { slug: string; name: string },
  level: RequiredLanguage['level'],
  t: T,
  kit: KitT,
): string {
  const name = languageName(language, currentLocale());
  const words = formatLanguageLevel(level, kit);
  return words ? t('candidate.matchings.why.languageAtLevel', { language: name, level: words }) : name;
}

/** One required language in words: "German Advanced (C1–C2) required, you have German Mother tongue". */
function languageLine(required: RequiredLanguage, t: T, kit: KitT): string {
  const asked = languageAtLevel(required, required.level, t, kit);
  if (!required.have) return t('candidate.matchings.why.languageMissing', { required: asked });
  return t('candidate.matchings.why.language', {
    required: asked,
    have: languageAtLevel(required.have, required.have.level, t, kit),
  });
}

type Country = { name: string; iso2: string | null } | null;
const country = (place: Country) => (place ? countryName(place, currentLocale()) : '');

/** Where the job is, in words: a job without a country and not remote only shows among discarded ones. */
function locationText(detail: Extract<MatchingCriterion, { key: 'location' }>['detail'], t: T, kit: KitT): string {
  if (detail.reason === 'home_city' && detail.city)
    return t('candidate.matchings.why.location.home_city', { city: detail.city });
  if (detail.reason === 'remote') return t('candidate.matchings.why.location.remote');
  if (!detail.country) return kit('kit.job.location.none');
  const reason = detail.reason === 'home_city' ? 'home_country' : detail.reason;
  return t(`candidate.matchings.why.location.${reason}`, { country: country(detail.country) });
}

/** "€28,000 to €34,000", or one amount when both ends are the same. */
function yearly(min: number, max: number, t: T): string {
  return min === max ? euros(min) : t('candidate.matchings.why.salaryRange', { min: euros(min), max: euros(max) });
}

/** What the candidate asks for: a range, "at least", or "up to". */
function asked(from: number | null, to: number | null, t: T): string {
  if (from !== null && to !== null) return yearly(from, to, t);
  if (from !== null) return t('candidate.matchings.why.salaryAtLeast', { amount: euros(from) });
  return t('candidate.matchings.why.salaryUpTo', { amount: euros(to ?? 0) });
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
      return [{ text: locationText(criterion.detail, t, kit), met: criterion.met }];
    case 'sector':
      return [
        {
          text: t(criterion.met ? 'candidate.matchings.why.sector' : 'candidate.matchings.why.sectorOther', {
            sector: sectorName(criterion.detail.sector, t),
          }),
          met: criterion.met,
        },
      ];
    case 'work_permit':
      return [
        {
          text: t(`candidate.matchings.why.workPermit.${criterion.detail.reason}`, {
            country: country(criterion.detail.country),
          }),
          met: criterion.met,
        },
      ];
    case 'recency':
      return [{ text: t('candidate.matchings.why.recency', { days: criterion.detail.days }), met: criterion.met }];
    case 'salary':
      return [
        {
          text: t('candidate.matchings.why.salary', {
            pay: yearly(criterion.detail.min, criterion.detail.max, t),
            ask: asked(criterion.detail.from, criterion.detail.to, t),
          }),
          met: criterion.met,
        },
      ];
  }
}

/** The job's place in a word or two: its city, else its country, else "Remote work". */
function placeWords(detail: Extract<MatchingCriterion, { key: 'location' }>['detail'], t: T): string | null {
  if (detail.city) return detail.city;
  if (detail.reason === 'remote') return t('candidate.matchings.why.location.remote');
  return detail.country ? country(detail.country) : null;
}

/**
 * The card's line of what fits most, met criteria only: "German Mother tongue · Berlin · Java, SQL"
 * (docs/candidate-area.md#matchings): the candidate's languages that stand for the job's, the place, the skills.
 */
export function matchingHighlights(matching: Matching, t: T, kit: KitT): string {
  const parts = matching.criteria.flatMap((criterion) => {
    if (!criterion.met) return [];
    if (criterion.key === 'languages')
      return criterion.detail.required.flatMap((r) => (r.have ? [languageAtLevel(r.have, r.have.level, t, kit)] : []));
    if (criterion.key === 'location') return [placeWords(criterion.detail, t) ?? ''].filter(Boolean);
    if (criterion.key === 'skills') return [criterion.detail.names.slice(0, 3).join(', ')].filter(Boolean);
    return [];
  });
  return [...new Set(parts)].join(' · ');
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
          <span className="sk-visually-hidden">
            {t(line.met ? 'candidate.matchings.why.met' : 'candidate.matchings.why.unmet')}
          </span>{' '}
          {line.text}
        </li>
      ))}
    </ul>
  );
}
