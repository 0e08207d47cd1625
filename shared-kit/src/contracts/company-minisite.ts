// A company's minisite (docs/contracts.md#minisite, docs/company-area.md#minisite): its template, colours, content
// blocks and logo, shown on the public /jobs-at-{slug} page.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, type TProperties, Type } from 'typebox';
import { Id, Int, MultilineText, Text } from './bounds';
import { MINISITE_LIMITS as L } from './limits';
import { Nullable } from './common';

const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 });
export const MinisiteColorsSchema = Type.Object({ primary: Color, accent: Color });
export type MinisiteColors = Static<typeof MinisiteColorsSchema>;

/** A block with a heading: its type and title, then its own fields. */
const TitledBlock = <K extends string, P extends TProperties>(type: K, fields: P) =>
  Type.Object({ type: Type.Literal(type), title: Text(L.title), ...fields });

export const MinisiteTextBlockSchema = TitledBlock('text', { body: MultilineText(L.body, { minLength: 1 }) });
export const MinisiteBenefitsBlockSchema = TitledBlock('benefits', {
  items: Type.Array(Text(L.benefit, { minLength: 1 }), { minItems: 1, maxItems: L.benefitsItems }),
});
export const MinisiteVideoBlockSchema = TitledBlock('video', {
  /** A YouTube or Vimeo https address (checked by the api). */
  url: Text(L.videoUrl, { minLength: 10 }),
});
export const MinisiteImageBlockSchema = Type.Object({
  type: Type.Literal('image'),
  /** A public image of the company's own files (its logo upload). */
  file_id: Id(),
  alt: Text(L.alt),
  /** Filled by the api on answers: where the image is served. */
  url: Type.Optional(Type.String()),
});
export const MinisiteBlockSchema = Type.Union([
  MinisiteTextBlockSchema,
  MinisiteBenefitsBlockSchema,
  MinisiteVideoBlockSchema,
  MinisiteImageBlockSchema,
]);
export type MinisiteBlock = Static<typeof MinisiteBlockSchema>;

export const CompanyMinisiteSchema = Type.Object({
  /** The company has the minisite service (bought, or given): without it the public page shows no branding. */
  enabled: Type.Boolean(),
  template: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])),
  colors: Nullable(MinisiteColorsSchema),
  blocks: Type.Array(MinisiteBlockSchema),
  logo: Nullable(Type.String()),
  /** The public page: `{origin}/jobs-at-{slug}`. */
  public_url: Type.String(),
});
export type CompanyMinisite = Static<typeof CompanyMinisiteSchema>;

/** `GET/PUT /api/companies/minisite`. */
export const CompanyMinisiteResponseSchema = Type.Object({ minisite: CompanyMinisiteSchema });
export type CompanyMinisiteResponse = Static<typeof CompanyMinisiteResponseSchema>;

/**
 * `PUT /api/companies/minisite`. A block is one object with every field optional here (a schema union's errors
 * would not name the field); the api checks what each type needs, so a 422 says `blocks.N.field`.
 */
export const CompanyMinisiteRequestSchema = Type.Object({
  template: Nullable(Int(1, 2)),
  colors: Nullable(Type.Object({ primary: Text(7), accent: Text(7) })),
  blocks: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('text'), Type.Literal('benefits'), Type.Literal('video'), Type.Literal('image')]),
      title: Type.Optional(Text(L.title)),
      body: Type.Optional(MultilineText(L.body)),
      items: Type.Optional(Type.Array(Text(L.benefit), { maxItems: L.benefitsItems })),
      url: Type.Optional(Text(L.videoUrl)),
      file_id: Type.Optional(Id()),
      alt: Type.Optional(Text(L.alt)),
    }),
    { maxItems: L.blocks },
  ),
});
export type CompanyMinisiteRequest = Static<typeof CompanyMinisiteRequestSchema>;

/** `POST /api/companies/minisite/logo`. */
export const MinisiteLogoResponseSchema = Type.Object({ logo: Type.String(), file_id: Type.Integer() });
export type MinisiteLogoResponse = Static<typeof MinisiteLogoResponseSchema>;

/** `POST /api/companies/minisite/images`: an image for an image block. */
export const MinisiteImageResponseSchema = Type.Object({ url: Type.String(), file_id: Type.Integer() });
export type MinisiteImageResponse = Static<typeof MinisiteImageResponseSchema>;
