import { languageName } from 'shared-kit/constants';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Chip } from 'shared-kit/ui';

// The candidates' scale, in the words the job pages use for it.
const LEVELS: Record<number, KitMessageId> = {
  1: 'kit.job.level.1',
  2: 'kit.job.level.2',
  3: 'kit.job.level.3',
  4: 'kit.job.level.4',
};

/** A language with its level in words, in the interface language ("German, Advanced (C1–C2)", "niemiecki, …"). */
export function useLanguageLabel() {
  const t = useTranslate<KitMessageId>();
  return (language: { slug: string; name: string; level: number | null }) => {
    const name = languageName(language, currentLocale());
    return language.level && LEVELS[language.level] ? `${name}, ${t(LEVELS[language.level])}` : name;
  };
}

/** Where the candidate is: city and country, as much as is known. */
export const placeOf = (candidate: { city: string | null; country: string | null }) =>
  [candidate.city, candidate.country].filter(Boolean).join(', ');

/** A candidate's languages as chips, each with its level. */
export function LanguageChips({ languages }: { languages: { slug: string; name: string; level: number | null }[] }) {
  const languageLabel = useLanguageLabel();
  return (
    <ul className="sk-inline-list company-chips">
      {languages.map((language) => (
        <li key={language.slug}>
          <Chip>{languageLabel(language)}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** A candidate's skills as chips. */
export function SkillChips({ skills }: { skills: { slug: string; name: string }[] }) {
  return (
    <ul className="sk-inline-list company-chips">
      {skills.map((skill) => (
        <li key={skill.slug}>
          <Chip>{skill.name}</Chip>
        </li>
      ))}
    </ul>
  );
}
