// Matchings (docs/contracts.md#matchings): the jobs that fit a candidate's profile, each with why, the ones the
// candidate discarded, and the companies with most jobs for the candidate's languages.
// Field names are the wire format (docs/contracts.md): keep them as they are.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Int, Text } from './bounds';
import { Nullable, OneOf, PageEnvelopeFields } from './common';
import { MATCHINGS_SIZE } from './constants';
import { DISCARD_REASONS, MATCHINGS_MAX_SIZE } from './account-constants';
import { JobSchema } from './jobs';

const Level = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);

/** One mandatory language of the job and the candidate's language that counts for it (or null). */
export const RequiredLanguageSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  /** The level asked for (1 basic ... 4 mother tongue), null when the job does not say. */
  level: Nullable(Level),
  /** The candidate's best language that stands for this one (the same, or its pair: Swiss German for German). */
  have: Nullable(Type.Object({ slug: Type.String(), name: Type.String(), level: Level })),
  met: Type.Boolean(),
});
export type RequiredLanguage = Static<typeof RequiredLanguageSchema>;

/** A country as the criteria name it: the screens say it in the interface language from `iso2`. */
const MatchingCountrySchema = Type.Object({ name: Type.String(), iso2: Nullable(Type.String()) });

/**
 * Every mandatory language at or above its level (docs/product-rules.md#matchings): a job that asks for one the
 * candidate lacks is not a matching, so in the list it is always met; a discarded job may not meet it any more.
 */
export const LanguagesCriterionSchema = Type.Object({
  key: Type.Literal('languages'),
  met: Type.Boolean(),
  detail: Type.Object({ required: Type.Array(RequiredLanguageSchema) }),
});

/** The job's skills the candidate has: points in proportion, met (✓) from half of them. */
export const SkillsCriterionSchema = Type.Object({
  key: Type.Literal('skills'),
  met: Type.Boolean(),
  detail: Type.Object({ matched: Type.Integer(), total: Type.Integer(), names: Type.Array(Type.String()) }),
});

/**
 * Where the job is: in the candidate's city, their country, one of the countries they would move to, remote; or
 * (only a discarded job, or one of a profile since changed) elsewhere.
 */
export const LocationCriterionSchema = Type.Object({
  key: Type.Literal('location'),
  met: Type.Boolean(),
  detail: Type.Object({
    reason: Type.Union([
      Type.Literal('home_city'),
      Type.Literal('home_country'),
      Type.Literal('destination'),
      Type.Literal('remote'),
      Type.Literal('elsewhere'),
    ]),
    /** The job's city name (as stored: cities are proper names), or null. */
    city: Nullable(Type.String()),
    /** The job's country, or null for a remote job without one. */
    country: Nullable(MatchingCountrySchema),
  }),
});

/** The sector of the company that posts the job, against the sectors the candidate chose. */
export const SectorCriterionSchema = Type.Object({
  key: Type.Literal('sector'),
  met: Type.Boolean(),
  detail: Type.Object({ sector: Type.Object({ slug: Type.String(), name: Type.String() }) }),
});

/** A job in the EU: the candidate has an EU work permit, or lives in an EU country (none needed). */
export const WorkPermitCriterionSchema = Type.Object({
  key: Type.Literal('work_permit'),
  met: Type.Boolean(),
  detail: Type.Object({
    reason: Type.Union([Type.Literal('permit'), Type.Literal('not_needed'), Type.Literal('missing')]),
    country: MatchingCountrySchema,
  }),
});

/** The job's yearly salary range in euros against the candidate's (`from`, `to`, either may be missing): met when they overlap. */
export const SalaryCriterionSchema = Type.Object({
  key: Type.Literal('salary'),
  met: Type.Boolean(),
  detail: Type.Object({
    from: Nullable(Type.Integer()),
    to: Nullable(Type.Integer()),
    min: Type.Integer(),
    max: Type.Integer(),
  }),
});

/**
 * How recently the job was published: the newer, the more of its point (none after RECENCY_DAYS); met (✓) within
 * the first week. `days`: whole days since it was published.
 */
export const RecencyCriterionSchema = Type.Object({
  key: Type.Literal('recency'),
  met: Type.Boolean(),
  detail: Type.Object({ days: Type.Integer({ minimum: 0 }) }),
});

export const MatchingCriterionSchema = Type.Union([
  LanguagesCriterionSchema,
  SkillsCriterionSchema,
  LocationCriterionSchema,
  SectorCriterionSchema,
  WorkPermitCriterionSchema,
  SalaryCriterionSchema,
  RecencyCriterionSchema,
]);
export type MatchingCriterion = Static<typeof MatchingCriterionSchema>;
export type MatchingLocationReason = Static<typeof LocationCriterionSchema>['detail']['reason'];

/** `score` 0-100 from the criteria shown (docs/product-rules.md#matchings). */
export const MatchingSchema = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  criteria: Type.Array(MatchingCriterionSchema),
});
export type Matching = Static<typeof MatchingSchema>;

export const MatchingJobSchema = Type.Object({ ...JobSchema.properties, matching: MatchingSchema });
export type MatchingJob = Static<typeof MatchingJobSchema>;

/** `GET /api/app/matchings`: best first, then newest; at most MATCHINGS_LIMIT, from MATCHINGS_MIN_SCORE. */
export const MatchingsResponseSchema = Type.Object({
  jobs: Type.Object({
    data: Type.Array(MatchingJobSchema),
    ...PageEnvelopeFields,
  }),
});
export type MatchingsResponse = Static<typeof MatchingsResponseSchema>;

/** Query of `GET /api/app/matchings` (SPEC's job-list hidden parts; `_mode` and `_platform` are accepted and unused). */
export const MatchingsQuerySchema = Type.Object({
  latests: Type.Optional(Text(5)),
  _mode: Type.Optional(Text(20)),
  _size: Type.Optional(Int(1, MATCHINGS_MAX_SIZE, { default: MATCHINGS_SIZE })),
  _platform: Type.Optional(Text(20)),
  _minisite: Type.Optional(Text(100)),
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
});
export type MatchingsQuery = Static<typeof MatchingsQuerySchema>;

export const DiscardReasonSchema = OneOf(DISCARD_REASONS);

/** Body of `POST /api/app/matchings/{job}/discard`. */
export const DiscardMatchingRequestSchema = Type.Object({ reason: DiscardReasonSchema });
export type DiscardMatchingRequest = Static<typeof DiscardMatchingRequestSchema>;

export const MatchingJobParamsSchema = Type.Object({ job: Int(1, 2_147_483_647) });

export const DiscardMatchingResponseSchema = Type.Object({
  message: Type.String(),
  discarded: Type.Object({ job_id: Type.Integer(), reason: DiscardReasonSchema, created_at: Type.String() }),
});
export type DiscardMatchingResponse = Static<typeof DiscardMatchingResponseSchema>;

/** `GET /api/app/matchings/discarded`: newest discarded first, each job with its matching and the reason. */
export const DiscardedMatchingsResponseSchema = Type.Object({
  jobs: Type.Object({
    data: Type.Array(
      Type.Object({
        ...MatchingJobSchema.properties,
        discarded: Type.Object({ reason: DiscardReasonSchema, created_at: Type.String() }),
      }),
    ),
    ...PageEnvelopeFields,
  }),
});
export type DiscardedMatchingsResponse = Static<typeof DiscardedMatchingsResponseSchema>;
export type DiscardedMatchingJob = DiscardedMatchingsResponse['jobs']['data'][number];

export const DiscardedMatchingsQuerySchema = Type.Object({ page: Type.Optional(Int(1, 10_000, { default: 1 })) });

/** `GET /api/candidates/topCompanies`: at most TOP_COMPANIES_SIZE, most matching active jobs first. */
export const TopCompaniesResponseSchema = Type.Object({
  companies: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      logo: Nullable(Type.String()),
      jobs: Type.Integer(),
    }),
  ),
});
export type TopCompaniesResponse = Static<typeof TopCompaniesResponseSchema>;
