import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CityListResponseSchema,
  CountryCitiesParamsSchema,
  CountryListResponseSchema,
  ErrorResponseSchema,
  LanguageListResponseSchema,
  type Locale,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { createKeyedCache } from '../../lib/cache';
import { cityChoices, countryChoices } from '../../services/reference-lists';
import { LANGUAGE_VARY } from '../../plugins/locale';

/** How long a browser keeps the lists: they change with a deployment's reference data, rarely. */
const BROWSER_CACHE = 'public, max-age=600';

/**
 * The public reference lists the account forms choose from (docs/contracts.md#reference-lists): `GET /api/countries`
 * `GET /api/countries/{id}/cities`, in the caller's language, and `GET /api/languages`. No sign-in needed: they hold nothing personal.
 */
const referenceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Naming and sorting some 50 countries per language is done once a minute, as the reference data is read
  // (docs/search.md#values-kept-in-memory); six keys at most, one per interface language.
  const countries = createKeyedCache(
    async (locale: Locale) => ({ countries: countryChoices(await fastify.reference(), locale) }),
    { ttlMs: 60_000 },
  );

  fastify.get(
    '/api/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every country of the country list, named and sorted in the caller’s language',
        response: { 200: CountryListResponseSchema },
      },
    },
    async (request, reply) => {
      // The names follow the `locale` cookie or Accept-Language (docs/contracts.md#interface-language).
      reply.header('cache-control', BROWSER_CACHE).header('vary', LANGUAGE_VARY);
      return countries(request.locale);
    },
  );

  fastify.get(
    '/api/languages',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every language of the board with its id, by name (what a company job asks for)',
        response: { 200: LanguageListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', BROWSER_CACHE);
      const { languages } = await fastify.reference();
      return { languages: languages.map(({ id, slug, name }) => ({ id, slug, name })) };
    },
  );

  fastify.get(
    '/api/countries/:id/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'The cities of one country, by name',
        params: CountryCitiesParamsSchema,
        response: { 200: CityListResponseSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const cities = cityChoices(await fastify.reference(), request.params.id, request.locale);
      reply.header('cache-control', BROWSER_CACHE).header('vary', LANGUAGE_VARY);
      return { cities };
    },
  );
};

export default referenceRoutes;
