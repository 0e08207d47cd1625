// Test data of My jobs: a job as the favourites and applications calls carry it (docs/contracts.md#favourites).
import type { Job } from 'shared-kit/contracts';

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A job of Nordlicht GmbH in Berlin, open, with `changes` on top. */
export function makeJob(id: number, title: string, changes: Partial<Job> = {}): Job {
  return {
    id,
    url: `job-${id}`,
    title,
    description: '',
    content_lang: 'de',
    company: { id: 3, name: 'Nordlicht GmbH', slug: 'nordlicht', logo: null },
    city: { slug: 'berlin', name: 'Berlin', country_slug: 'germany' },
    country: null,
    remote: null,
    languages: [],
    skills: [],
    experience: null,
    employment_type: null,
    salary: null,
    salary_range: null,
    published_at: daysAgo(3),
    expires_at: null,
    available: true,
    extra: null,
    ...changes,
  };
}
