import { useMemo } from 'react';
import { slugToName } from 'shared-kit/routes';
import { useTranslate } from 'shared-kit/i18n';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { type Reference, useJobListState } from '../state/job-list-store';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A filter's value as the path spells it (`German`, `United_Kingdom`, `hybrid`) said in the interface language, from
 * the reference lists of the last answer (or those given: the server's first HTML has no store); a name the lists do
 * not hold reads as the path writes it.
 */
export function useFilterNames(given?: Reference) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const stored = useJobListState().reference;
  const reference = given ?? stored;
  return useMemo(
    () => ({
      language: (slug: string) => {
        const found = reference.languages.find((l) => same(l.slug, slug));
        return found ? display.language(found) : slugToName(slug);
      },
      location: (slug: string) => {
        if (same(slug, 'Remote')) return t('jobs.filters.remoteLocation');
        const country = reference.countries.find((c) => same(c.slug, slug));
        if (country) return display.country(country);
        return reference.cities.find((c) => same(c.slug, slug))?.name ?? slugToName(slug);
      },
      remote: (slug: string) => {
        const found = reference.remotes.find((r) => same(r.slug, slug));
        return display.remote(found ?? { slug, name: slugToName(slug) });
      },
      skill: (slug: string) => slugToName(slug).replace(/-/g, ' '),
    }),
    [reference, display, t],
  );
}
