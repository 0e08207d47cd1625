import { useMemo } from 'react';
import {
  countryName,
  formatEmploymentType,
  formatExperience,
  formatList,
  formatLocation,
  languageName,
  remoteName,
} from 'shared-kit/constants';
import type { Job } from 'shared-kit/contracts';
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
