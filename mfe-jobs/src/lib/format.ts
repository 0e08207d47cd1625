import type { Job, JobLanguage } from 'shared-kit/contracts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2025-03-04T...` -> `4 Mar 2025`; unparsable input is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "City, Country", plus the remote type when the job has one; "Remote" alone for fully remote jobs. */
export function formatLocation(job: Pick<Job, 'city' | 'country' | 'remote'>): string {
  const place = [job.city?.name, job.country?.name].filter(Boolean).join(', ');
  const remote = job.remote ? job.remote.name || 'Remote' : '';
  if (place && remote) return `${place} (${remote})`;
  return place || remote || 'Location not given';
}

/**
 * docs/product-rules.md#job-pages: mandatory only when the value is true; the string 'false' does not count. (Same rule
 * as contracts' isMandatoryLanguage, which remotes may import only as types.)
 */
export function isMandatory(language: JobLanguage): boolean {
  // Older data sends the flag as a string: 'true' counts, 'false' (a truthy string) must not.
  const value: unknown = language.mandatory;
  return value === true || value === 'true';
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-GB');
}

/**
 * Labels of the employment type ids. Neither the product rules nor the contracts name them yet; this table should move
 * to shared-kit/contracts (as an `as const` object) so the api and the front ends agree.
 */
export const EMPLOYMENT_TYPES = { 1: 'Full-time', 2: 'Part-time', 3: 'Temporary', 4: 'Internship' } as const;

export function formatEmploymentType(id: number | null): string | null {
  if (id === null) return null;
  return EMPLOYMENT_TYPES[id as keyof typeof EMPLOYMENT_TYPES] ?? null;
}

/** Experience is a number of years. */
export function formatExperience(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return 'No experience required';
  return years === 1 ? '1 year' : `${years} years`;
}

/** Experience values the filter offers (years, as the api stores them). */
export const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
