// Companies (docs/contracts.md#companies): the summary a job carries, the employer landing and the minisite.
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Nullable } from './common';
import { MinisiteBlockSchema, MinisiteColorsSchema } from './company-minisite';

export const CompanySummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo: Nullable(Type.String()),
});
export type CompanySummary = Static<typeof CompanySummarySchema>;

/** `GET /api/company-landing`. */
export const CompanyLandingSchema = Type.Object({
  stats: Type.Object({
    jobs: Type.Integer(),
    companies: Type.Integer(),
    languages: Type.Integer(),
    countries: Type.Integer(),
  }),
  /** The top hiring companies, each with its number of active jobs. */
  companies: Type.Array(Type.Object({ ...CompanySummarySchema.properties, jobs: Type.Integer() })),
});
export type CompanyLanding = Static<typeof CompanyLandingSchema>;

/**
 * `GET /api/minisites/data/{companyId}` (docs/contracts.md#jobs). userMinisite and vueTemp are null without a minisite.
 */
export const MinisiteDataSchema = Type.Object({
  logo: Nullable(Type.String()),
  userMinisite: Nullable(
    Type.Object({
      fk_empresa_id: Type.Integer(),
      fk_id_minisite_template: Nullable(Type.Integer()),
      content: Nullable(Type.Record(Type.String(), Type.Unknown())),
      company: Type.String(),
      /** The company's brand colours (docs/company-area.md#minisite); null: the site's own. */
      colors: Type.Optional(Nullable(MinisiteColorsSchema)),
      /** The content blocks, in order (image blocks with their `url`). */
      blocks: Type.Optional(Type.Array(MinisiteBlockSchema)),
    }),
  ),
  /** Name of the template component to render ('template-1'...), null when the company has no template. */
  vueTemp: Nullable(Type.String()),
  companyData: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    logo: Nullable(Type.String()),
    description: Nullable(Type.String()),
    hasMinisiteService: Type.Boolean(),
    activeJobs: Type.Integer(),
  }),
});
export type MinisiteData = Static<typeof MinisiteDataSchema>;
