import { buildJobListPath, type JobListPath } from 'shared-kit/contracts';
import type { ReferenceData } from '../../services/reference';

/**
 * The canonical path of a job-list path whose names resolveFilters has already accepted: every name replaced by
 * the reference list's own slug (`german+FRENCH` -> `German+French`, `isle_of_man` -> `Isle_of_Man`), duplicate
 * languages dropped, and no page suffix for page 1. Search engines then see one URL per list.
 */
export function canonicalJobListPath(path: JobListPath, reference: ReferenceData, minisiteSlug: string | null): string {
  const key = (name: string) => name.replace(/\s+/g, '_').toLowerCase();
  const languages = [...new Set(path.languages.map((name) => reference.languageBySlug.get(key(name))?.slug ?? name))];
  const remote = path.remote ? (reference.remoteTypeBySlug.get(path.remote.toLowerCase())?.slug ?? path.remote) : null;
  return buildJobListPath({
    languages,
    remote,
    location: path.location ? locationSlug(path.location, reference) : null,
    skill: path.skill ? path.skill.toLowerCase() : null,
    minisite: minisiteSlug ?? path.minisite,
    page: path.page && path.page > 1 ? path.page : null,
  });
}

function locationSlug(location: string, reference: ReferenceData): string {
  const key = location.replace(/\s+/g, '_').toLowerCase();
  if (key === 'remote') return 'Remote';
  const country =
    reference.countryBySlug.get(key) ??
    reference.countryList.find((c) => c.name.toLowerCase() === location.toLowerCase());
  return country?.slug ?? reference.cityBySlug.get(key)?.slug ?? location;
}
