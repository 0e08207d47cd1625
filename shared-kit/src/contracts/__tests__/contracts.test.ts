import {
  type Job,
  JobListResponseSchema,
  JobSchema,
  LoginResponseSchema,
  ErrorResponseSchema,
  isMandatoryLanguage,
  RemotesRegistrySchema,
  UserSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { Value } from 'typebox/value';
import { makeUser } from 'shared-kit/testing';

const job: Job = {
  id: 1,
  url: 'german-speaking-customer-support-lisbon-1',
  title: 'German speaking customer support',
  description: '<p>Help customers</p>',
  content_lang: 'en',
  company: { id: 3, name: 'Acme', slug: 'acme', logo: null },
  city: { slug: 'Lisbon', name: 'Lisbon', country_slug: 'Portugal' },
  country: { id: 177, slug: 'Portugal', name: 'Portugal', continente: 1 },
  remote: null,
  languages: [{ name: 'German', slug: 'German', mandatory: true, level: 3 }],
  skills: [{ slug: 'zendesk', name: 'Zendesk' }],
  experience: 2,
  employment_type: 1,
  salary: '1500 EUR',
  salary_range: null,
  published_at: '2026-11-01T00:00:00.000Z',
  expires_at: null,
  available: true,
  extra: null,
};

describe('contracts', () => {
  it('accepts a valid job and rejects a wrong one', () => {
    expect(Value.Check(JobSchema, job)).toBe(true);
    expect(Value.Check(JobSchema, { ...job, languages: [{ name: 'German', slug: 'German' }] })).toBe(false);
    expect(Value.Check(JobSchema, { ...job, city: undefined })).toBe(false);
    expect(Value.Check(JobSchema, { ...job, languages: [{ ...job.languages[0], level: 5 }] })).toBe(false);
    expect(
      Value.Check(JobSchema, { ...job, salary_range: { min: 1500, max: 1500, currency: 'EUR', period: 'MONTH' } }),
    ).toBe(true);
    expect(
      Value.Check(JobSchema, { ...job, salary_range: { min: 1500, max: 1500, currency: 'EUR', period: 'monthly' } }),
    ).toBe(false);
    expect(Value.Check(JobSchema, { ...job, extra: { canApply: true, favorite: false, screeningQuestions: [] } })).toBe(
      true,
    );
  });

  it('describes the job-list response', () => {
    const response = {
      jobs: { data: [job], total_search: 1, total_actives: 10, seconds: 0.01, total_capped: false },
      seo: { title: 't', h1: 'h', text: '', meta: 'm', script: null, canonical: '/jobs', robots: 'index, follow' },
      languages: { data: [{ slug: 'German', name: 'German' }] },
      countries: { data: [{ id: 177, slug: 'Portugal', name: 'Portugal', continente: 1 }] },
      cities: { data: [] },
      remotes: [{ slug: 'remote', name: 'Remote' }],
      job: null,
      hasMinisiteService: false,
      companyIdMinisite: null,
    };
    expect(Value.Check(JobListResponseSchema, response)).toBe(true);
    expect(Value.Check(JobListResponseSchema, { ...response, languages: [] })).toBe(false);
  });

  it('describes users, login and errors', () => {
    const user = makeUser();
    expect(Value.Check(UserSchema, user)).toBe(true);
    expect(Value.Check(UserSchema, { ...user, type: 'visitor' })).toBe(false);
    expect(
      Value.Check(LoginResponseSchema, { user, token: 't', route: '/jobs', tasks: null, hasAppToken: false }),
    ).toBe(true);
    expect(Value.Check(LoginResponseSchema, { user, route: null, tasks: null, hasAppToken: false })).toBe(false);
    expect(Value.Check(ValidationErrorSchema, { message: 'Invalid', errors: { email: ['Required'] } })).toBe(true);
    expect(Value.Check(ErrorResponseSchema, { message: 'x', toasts: [{ message: 'x' }] })).toBe(true);
    expect(
      Value.Check(RemotesRegistrySchema, { remotes: { mfe_jobs: 'http://localhost:8081/mf-manifest.json' } }),
    ).toBe(true);
  });

  it('counts only true as mandatory', () => {
    expect(isMandatoryLanguage({ mandatory: true })).toBe(true);
    expect(isMandatoryLanguage({ mandatory: 'false' })).toBe(false);
    expect(isMandatoryLanguage({ mandatory: 'true' })).toBe(false);
  });
});
