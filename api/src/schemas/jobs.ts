import { Type } from 'typebox';
import { CompanyLandingSchema, Id, Int, JobListResponseSchema, JobListResultSchema, Text } from 'shared-kit/contracts';

// Local schemas: candidates to move to shared-kit/contracts (see the api README / report).

const IntList = Type.Array(Int(0, 1000), { maxItems: 20 });

/** Query of `GET /api{job-list path}` (docs/contracts.md#jobs). Unknown parameters are ignored. */
export const JobListQuerySchema = Type.Object({
  keywords: Type.Optional(Text(200)),
  experience: Type.Optional(IntList),
  employment_type: Type.Optional(IntList),
  // axios and the original client send lists as `experience[]=1&experience[]=2`: the same lists under their bracket
  // names.
  'experience[]': Type.Optional(IntList),
  'employment_type[]': Type.Optional(IntList),
  latests: Type.Optional(Text(5)),
  job: Type.Optional(Id()),
  autoApply: Type.Optional(Text(5)),
  _mode: Type.Optional(Text(20)),
  _from: Type.Optional(Int(0, 100_000, { default: 0 })),
  _size: Type.Optional(Int(1, 100, { default: 20 })),
  _platform: Type.Optional(Text(20)),
  _minisite: Type.Optional(Text(100)),
});

/** The contract's result plus `total_capped`: true when total_search stopped counting at the cap. */
const JobListResultWithCapSchema = Type.Object({
  ...JobListResultSchema.properties,
  total_capped: Type.Boolean(),
});

export const JobListResponseWithCapSchema = Type.Object({
  ...JobListResponseSchema.properties,
  jobs: JobListResultWithCapSchema,
});

export const JobPageParamsSchema = Type.Object({ page: Int(1, 100_000) });

export const JobDetailQuerySchema = Type.Object({ id: Id() });

/** The contract's landing plus each company's number of active jobs. */
export const CompanyLandingWithJobsSchema = Type.Object({
  ...CompanyLandingSchema.properties,
  companies: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      logo: Type.Union([Type.String(), Type.Null()]),
      jobs: Type.Integer(),
    }),
  ),
});
