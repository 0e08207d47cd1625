// The public reference lists the account forms choose from (docs/contracts.md#reference-lists): every country of the
// country list named in the caller's language, and one country's cities. Field names are the wire format.
// No React, no DOM: the api loads this module from dist/ (CommonJS) and front ends import only its types.
import { type Static, Type } from 'typebox';
import { Id } from './bounds';
import { Nullable } from './common';

/** A country to choose: `name` in the caller's language where `iso2` allows, else as stored. */
export const CountryChoiceSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  /** ISO 3166-1 alpha-2 (`DE`), null where the api does not know it: the phone input's default region. */
  iso2: Nullable(Type.String({ maxLength: 2 })),
});
export type CountryChoice = Static<typeof CountryChoiceSchema>;

/** `GET /api/countries`: every country of the list (never 249), sorted by `name` in the caller's language. */
export const CountryListResponseSchema = Type.Object({ countries: Type.Array(CountryChoiceSchema) });
export type CountryListResponse = Static<typeof CountryListResponseSchema>;

export const CityChoiceSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type CityChoice = Static<typeof CityChoiceSchema>;

/** `GET /api/countries/{id}/cities`. */
export const CountryCitiesParamsSchema = Type.Object({ id: Id() });
/** The country's cities, sorted by name in the caller's language. */
export const CityListResponseSchema = Type.Object({ cities: Type.Array(CityChoiceSchema) });
export type CityListResponse = Static<typeof CityListResponseSchema>;

/** A language of the board with its id: what a company's job asks for (`languages[].language_id`). */
export const LanguageChoiceSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type LanguageChoice = Static<typeof LanguageChoiceSchema>;

/** `GET /api/languages`: every language of the board, by its site name (the names job-list addresses use). */
export const LanguageListResponseSchema = Type.Object({ languages: Type.Array(LanguageChoiceSchema) });
export type LanguageListResponse = Static<typeof LanguageListResponseSchema>;
