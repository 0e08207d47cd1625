// How a job reads to a person: the labels and formatters that mfe-jobs' screens and the api's server-rendered pages
// (api/src/routes/pages/render.ts) share, so the first paint and React's takeover show the same words
// (docs/pages.md). Pure: no TypeBox, no React; front ends get it from `shared-kit/constants`.
import type { Job } from './jobs';

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

/** `12345` -> `12,345`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-GB');
}

/** "City, Country", plus the remote type when the job has one; "Remote" alone for fully remote jobs. */
export function formatLocation(job: Pick<Job, 'city' | 'country' | 'remote'>): string {
  const place = [job.city?.name, job.country?.name].filter(Boolean).join(', ');
  const remote = job.remote ? job.remote.name || 'Remote' : '';
  if (place && remote) return `${place} (${remote})`;
  return place || remote || 'Location not given';
}

/** Experience is a number of years. */
export function formatExperience(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return 'No experience required';
  return years === 1 ? '1 year' : `${years} years`;
}

/** Labels of the employment type ids (`jobs.employment_type`), in the order the job-list filter offers them. */
export const EMPLOYMENT_TYPES = { 1: 'Full-time', 2: 'Part-time', 3: 'Temporary', 4: 'Internship' } as const;

/** The label of an employment type id; null for none or an id without a label. */
export function formatEmploymentType(id: number | null): string | null {
  if (id === null) return null;
  return EMPLOYMENT_TYPES[id as keyof typeof EMPLOYMENT_TYPES] ?? null;
}
