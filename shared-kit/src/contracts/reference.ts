// Reference data (docs/contracts.md#jobs): languages, countries, cities and remote types.
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Nullable } from './common';

export const LanguageSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type Language = Static<typeof LanguageSchema>;

/** `continente` 1 means the country is in the EU. Country id 249 exists but is excluded from lists. */
export const CountrySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  continente: Type.Integer(),
  /** ISO 3166-1 alpha-2, for naming the country in the interface language; absent where the api does not know it. */
  iso2: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
});
export type Country = Static<typeof CountrySchema>;

/**
 * A city, named in the caller's language; `also`: its names in the other interface languages, where they differ, so
 * a place filter finds it by any of them (docs/i18n.md#place-names). Job lists' city lists carry it.
 */
export const CitySchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  country_slug: Type.String(),
  also: Type.Optional(Type.Array(Type.String())),
});
export type City = Static<typeof CitySchema>;

export const RemoteSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type Remote = Static<typeof RemoteSchema>;
