import {
  COMPANY_JOB_STATUSES,
  CompanyJobStatusSchema,
  JOB_MODERATION_CATEGORIES,
  JobModerationCategorySchema,
  JobModerationInputSchema,
} from 'shared-kit/contracts';
import { Value } from 'typebox/value';

// The plain lists the screens read (job-moderation-rules.ts, company-job-rules.ts) and the schemas the api validates
// with are written apart, so the screens load no TypeBox: they must name the same values.
describe('job moderation contracts', () => {
  it('the categories and the states of the screens are the schemas’ own', () => {
    for (const category of JOB_MODERATION_CATEGORIES)
      expect(Value.Check(JobModerationCategorySchema, category)).toBe(true);
    expect(Value.Check(JobModerationCategorySchema, 'ugly')).toBe(false);
    expect(JobModerationCategorySchema.anyOf).toHaveLength(JOB_MODERATION_CATEGORIES.length);
    for (const state of COMPANY_JOB_STATUSES) expect(Value.Check(CompanyJobStatusSchema, state)).toBe(true);
    expect(CompanyJobStatusSchema.anyOf).toHaveLength(COMPANY_JOB_STATUSES.length);
  });

  it('bounds the reason and knows only close and reopen', () => {
    expect(Value.Check(JobModerationInputSchema, { action: 'close', category: 'spam', reason: 'x'.repeat(1000) })).toBe(
      true,
    );
    expect(Value.Check(JobModerationInputSchema, { action: 'close', category: 'spam', reason: 'x'.repeat(1001) })).toBe(
      false,
    );
    expect(Value.Check(JobModerationInputSchema, { action: 'delete' })).toBe(false);
  });
});
