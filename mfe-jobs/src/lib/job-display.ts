import { useMemo } from 'react';
import {
  countryName,
  formatEmploymentType,
  formatExperience,
  formatList,
  formatLanguageLevel,
  formatLanguageLevelShort,
  formatLocation,
  formatPlaceBesideBadge,
  formatRelativeDate,
  isNewJob,
  jobSalary,
  languageName,
  remoteName,
} from 'shared-kit/constants';
import type { Job, JobLanguage } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';

/**
 * shared-kit's job formatters, the ones the server's pages use too (docs/pages.md), in the active language: their words
 * are shared-kit's `kit.job.*` messages (docs/i18n.md#words-shared-by-the-screens-and-the-server). A component that
 * calls this re-renders on a language switch.
 */
export function useJobDisplay() {
  const t = useTranslate<KitMessageId>();
  return useMemo(() => {
    const locale = currentLocale();
    return {
      location: (job: Pick<Job, 'city' | 'country' | 'remote'>) => formatLocation(job, t, locale),
      /** "City, Country" without the remote type (a badge beside it says that); null for none. */
      /** "City, Country" beside the remote badge; null when the badge says it all (formatPlaceBesideBadge). */
      place: (job: Pick<Job, 'city' | 'country' | 'remote'>) => formatPlaceBesideBadge(job, t, locale),
      /** The salary in the interface language, or the company's words with their `lang` (null: none given). */
      salary: (job: Pick<Job, 'salary' | 'salary_range' | 'content_lang'>) => jobSalary(job, locale, t),
      level: (level: JobLanguage['level']) => formatLanguageLevel(level, t),
      /** "C1–C2", "Native": the level on a compact job card. */
      levelShort: (level: JobLanguage['level']) => formatLanguageLevelShort(level, t),
      /** "3 days ago", then the date after a month. */
      published: (iso: string) => formatRelativeDate(iso, locale),
      isNew: (iso: string) => isNewJob(iso),
      newMark: () => t('kit.job.new'),
      /** Reference names in the interface language (docs/i18n.md#formats); cities stay as given. */
      language: (language: { slug: string; name: string }) => languageName(language, locale),
      country: (country: { name: string; iso2?: string | null }) => countryName(country, locale),
      remote: (remote: { slug: string; name: string }) => remoteName(remote, t),
      experience: (years: number | null) => formatExperience(years, t),
      employmentType: (id: number | null) => formatEmploymentType(id, t),
      /** "Dutch and English", as the language joins a list. */
      list: (items: readonly string[]) => formatList(items, locale),
    };
  }, [t]);
}
