// Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), compiling each route's schema
// the first time the route is called instead of when the app starts (docs/testing.md#api-tests-set-up-cost).
//
// Why: building the app compiled about 400 validators and serialisers, a second of CPU, and each API test file
// builds the app once while it calls only a few routes. A server pays the same compilation on its first request to
// each route instead, a few milliseconds. A schema that cannot compile now fails on its first call, not at start:
// the `malformed-requests` API test calls every route, so `npm test` still catches it.
//
// Answer schemas reach fast-json-stringify without the `anyOf`s it would validate with Ajv (serializer-schema.ts).
//
// The two packages are pinned to the versions Fastify 5.12 depends on, with its default options.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { serializerSchema } from './serializer-schema';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify gives a compiler for one part of one route. */
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string; httpStatus?: string };

/** A request validator as Fastify calls it: `errors` is read right after a call that answered false. */
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Header names are case-insensitive, so Fastify writes a headers schema's property names in lower case before it
 * compiles it, but only with its default compiler: a compilers factory of ours counts as custom, so this does it.
 */
function lowerCaseHeaders(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Object.getPrototypeOf(schema) !== Object.prototype)
    return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties && {
      properties: Object.fromEntries(Object.entries(properties).map(([name, part]) => [name.toLowerCase(), part])),
    }),
    ...(Array.isArray(required) && { required: required.map((name: string) => name.toLowerCase()) }),
  };
}

function lazyValidators(externalSchemas: unknown, ajvOptions: unknown) {
  const compile = AjvCompiler()(externalSchemas as never, ajvOptions as never);
  return (route: RouteSchema) => {
    const part = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaders(route.schema) } : route;
    let compiled: Validate | undefined;
    const validate: Validate = (data, context) => {
      compiled ??= compile(part as never) as unknown as Validate;
      const valid = compiled(data, context);
      validate.errors = compiled.errors;
      return valid;
    };
    // Fastify passes the request as the parent of the data only to an Ajv function (one with a schemaEnv), so that
    // Ajv may replace the whole part when it coerces it; the wrapper forwards that context to Ajv's function.
    validate.schemaEnv = true;
    return validate;
  };
}

function lazySerializers(externalSchemas: unknown, serializerOptions: unknown) {
  const compile = SerializerSelector()(externalSchemas, serializerOptions as never);
  return (route: RouteSchema) => {
    let compiled: ((document: unknown) => string) | undefined;
    return (document: unknown) => {
      compiled ??= compile({ ...route, schema: serializerSchema(route.schema) } as never);
      return compiled(document);
    };
  };
}

/** Fastify's `schemaController` option with the lazy compilers. */
export const lazySchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: lazyValidators as Factories['buildValidator'],
    buildSerializer: lazySerializers as Factories['buildSerializer'],
  },
};
