// Test-only data in the shape of shared-kit/contracts.
import type { Job, JobDetailResponse, JobListResponse, Seo } from 'shared-kit/contracts';

export function makeJob(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    url: `customer-service-agent-${id}`,
    title: `Customer service agent ${id}`,
    description: 'First paragraph.\n\nSecond paragraph.',
    content_lang: 'en',
    company: { id: 7, name: 'Polyglot Support BV', slug: 'polyglot-support', logo: null },
    city: { slug: 'Amsterdam', name: 'Amsterdam', country_slug: 'Netherlands' },
    country: { id: 150, slug: 'Netherlands', name: 'Netherlands', continente: 1, iso2: 'NL' },
    remote: null,
    languages: [
      { name: 'Dutch', slug: 'Dutch', mandatory: true, level: 3 },
      { name: 'English', slug: 'English', mandatory: false, level: null },
    ],
    skills: [{ slug: 'customer-service', name: 'Customer service' }],
    experience: 2,
    employment_type: 1,
    salary: '€2,100 gross per month + bonus',
    salary_range: { min: 2100, max: 2100, currency: 'EUR', period: 'MONTH' },
    published_at: '2025-03-04T09:00:00.000Z',
    expires_at: null,
    available: true,
    extra: null,
    ...overrides,
  };
}

function makeSeo(overrides: Partial<Seo> = {}): Seo {
  return { title: '', h1: '', text: '', meta: '', script: null, canonical: '', robots: 'index, follow', ...overrides };
}

/** A job-list answer holding jobs `first`..`first + count - 1` of `total`. */
export function makeJobList(
  first: number,
  count: number,
  total: number,
  seo: Partial<Seo> = {},
  overrides: Partial<JobListResponse> = {},
): JobListResponse {
  return {
    jobs: {
      data: Array.from({ length: count }, (_, i) => makeJob(first + i)),
      total_search: total,
      total_actives: total,
      seconds: 0.01,
      total_capped: false,
    },
    seo: makeSeo(seo),
    languages: { data: [] },
    countries: { data: [] },
    cities: { data: [] },
    remotes: [],
    job: null,
    hasMinisiteService: false,
    companyIdMinisite: null,
    ...overrides,
  };
}

/** Reference lists as the api sends them with a job list (country 249 included, as a careless api might). */
export function makeReference(): Pick<JobListResponse, 'languages' | 'countries' | 'cities' | 'remotes'> {
  return {
    languages: {
      data: [
        { slug: 'Dutch', name: 'Dutch' },
        { slug: 'French', name: 'French' },
        { slug: 'German', name: 'German' },
      ],
    },
    countries: {
      data: [
        { id: 80, slug: 'Germany', name: 'Germany', continente: 1 },
        { id: 105, slug: 'Isle_of_Man', name: 'Isle of Man', continente: 0 },
        { id: 249, slug: 'Other', name: 'Other', continente: 0 },
        { id: 222, slug: 'United_Kingdom', name: 'United Kingdom', continente: 0 },
      ],
    },
    cities: { data: [{ slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' }] },
    remotes: [
      { slug: 'remote', name: 'Remote' },
      { slug: 'hybrid', name: 'Hybrid' },
    ],
  };
}

export function makeJobDetail(job: Job | null): JobDetailResponse {
  return {
    seo: makeSeo(job ? { title: `${job.title} | EuLangJobs` } : {}),
    index_not_found: job === null,
    job,
    relatedJobs: { general: [], sameCity: [], sameCompany: [], sameLanguages: [] },
  };
}
