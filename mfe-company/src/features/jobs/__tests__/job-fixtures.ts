import type { CompanyJob } from '../api/company-job';

export function makeJob(overrides: Partial<CompanyJob> = {}): CompanyJob {
  return {
    id: 11,
    url: 'dutch-speaking-support-agent-11',
    title: 'Dutch speaking support agent',
    description: '<p>Help our Dutch customers by phone and email, in a friendly team in Lisbon.</p>',
    content_lang: 'en',
    status: 'draft',
    city_id: null,
    country_id: 5,
    remote_type: null,
    languages: [{ language_id: 3, slug: 'Dutch', name: 'Dutch', level: 3, mandatory: true }],
    skills: [{ id: 8, slug: 'customer-service', name: 'Customer service' }],
    experience: 1,
    employment_type: 1,
    salary: { min: 24000, max: 28000, currency: 'EUR', period: 'YEAR' },
    apply_url: null,
    valid_through: null,
    published_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    applicants: { total: 0, new: 0 },
    views: 0,
    screening_questions: 0,
    moderation: null,
    ...overrides,
  };
}

export const COUNTS = { draft: 1, published: 1, paused: 0, closed: 0, expired: 0, moderated: 0 };
