// CV search (docs/contracts.md#company-cv-search; the rules: docs/company-area.md#cv-search): a company searches
// the candidates who allow it, sees them locked (no name, contact or files) until it unlocks them with a CV credit
// or they applied to one of its jobs. The candidate sees who unlocked them; anyone sees the counts.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, Text } from './bounds';
import { CV_SEARCH_LIMITS as L } from './limits';
import { Nullable, PageEnvelopeFields } from './common';
import { ApplicantLanguageSchema, CompanyCandidateCvSchema } from './company-applicants';

const CvSearchBalances = Type.Object({ job: Type.Integer(), cv: Type.Integer() });
const SlugName = Type.Object({ slug: Type.String(), name: Type.String() });

/** A candidate without anything that identifies them. */
export const LockedCandidateSchema = Type.Object({
  id: Type.Integer(),
  headline: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  languages: Type.Array(ApplicantLanguageSchema),
  skills: Type.Array(SlugName),
  /** Whole years, at least 0; the current job counts until today. */
  experience: Type.Array(Type.Object({ title: Type.String(), years: Type.Integer() })),
  education: Type.Array(Type.Object({ title: Type.String() })),
  relocate: Nullable(Type.Boolean()),
  work_permit: Nullable(Type.Boolean()),
  /** Whole years of experience, overlapping jobs counted once (docs/company-area.md#cv-search). */
  experience_years: Type.Integer(),
  /** The title of the job shown first (highlighted, else current, else latest); null without experience. */
  last_title: Nullable(Type.String()),
  /** The candidate's working status code (0-10, the profile form's list), null when not given. */
  availability: Nullable(Type.Integer()),
  unlocked: Type.Boolean(),
  /** Applied to one of the company's jobs: unlocked free. */
  applied: Type.Boolean(),
});
export type LockedCandidate = Static<typeof LockedCandidateSchema>;

export const UnlockedCandidateSchema = Type.Object({
  ...LockedCandidateSchema.properties,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  photo: Nullable(Type.String()),
  linkedin: Nullable(Type.String()),
  website: Nullable(Type.String()),
  presentation_letter_html: Nullable(Type.String()),
  cvs: Type.Array(CompanyCandidateCvSchema),
});
export type UnlockedCandidate = Static<typeof UnlockedCandidateSchema>;

/**
 * Query of `GET /api/companies/cvsearch`: `languages` and `skills` are comma-separated slugs (a candidate has all
 * of them), `level` the least level of each language (1-4), `country` and `city` slugs, `keywords` words in the
 * headline, experience, education or skills.
 */
export const CvSearchQuerySchema = Type.Object({
  languages: Type.Optional(Text(L.languages)),
  level: Type.Optional(Int(1, 4)),
  country: Type.Optional(Text(L.country)),
  city: Type.Optional(Text(L.city)),
  skills: Type.Optional(Text(L.skills)),
  keywords: Type.Optional(Text(L.keywords)),
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
});
export type CvSearchQuery = Static<typeof CvSearchQuerySchema>;

export const CvSearchPageSchema = Type.Object({
  candidates: Type.Array(LockedCandidateSchema),
  ...PageEnvelopeFields,
  /** More matches than the count's cap (1,000): `total` is the cap and `lastPage` its last page. */
  total_capped: Type.Boolean(),
  balances: CvSearchBalances,
});
export type CvSearchPage = Static<typeof CvSearchPageSchema>;

/** `GET /api/companies/candidates/{id}`: the unlocked view when `unlocked`, else the locked one. */
export const CompanyCandidateResponseSchema = Type.Object({
  // The unlocked shape first: the serialiser takes the first that fits, and a locked one lacks `name`.
  candidate: Type.Union([UnlockedCandidateSchema, LockedCandidateSchema]),
  unlocked: Type.Boolean(),
  via: Nullable(Type.Union([Type.Literal('unlock'), Type.Literal('application')])),
  balances: CvSearchBalances,
});
export type CompanyCandidateResponse = Static<typeof CompanyCandidateResponseSchema>;

export const UnlockCandidateResponseSchema = Type.Object({
  candidate: UnlockedCandidateSchema,
  balances: CvSearchBalances,
});
export type UnlockCandidateResponse = Static<typeof UnlockCandidateResponseSchema>;

/** Path of `GET /api/companies/candidates/{id}/cvs/{cvId}`. */
export const CandidateCvParamsSchema = Type.Object({ id: Id(), cvId: Id() });

/** `GET /api/candidates/unlocks`: the companies that unlocked the signed-in candidate, latest first. */
export const CandidateUnlocksResponseSchema = Type.Object({
  unlocks: Type.Array(
    Type.Object({
      company: Type.Object({ name: Type.String(), slug: Type.String(), logo: Nullable(Type.String()) }),
      unlocked_at: Type.String(),
    }),
  ),
});
export type CandidateUnlocksResponse = Static<typeof CandidateUnlocksResponseSchema>;

const Count = Type.Object({ slug: Type.String(), name: Type.String(), count: Type.Integer() });
/** `GET /api/cv-search-stats` (public): candidates in CV search, the 12 commonest languages and countries. */
export const CvSearchStatsSchema = Type.Object({
  total: Type.Integer(),
  languages: Type.Array(Count),
  countries: Type.Array(Count),
});
export type CvSearchStats = Static<typeof CvSearchStatsSchema>;
