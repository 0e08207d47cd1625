// Shapes every resource shares (docs/contracts.md#errors): null on the wire, the SEO head, messages, errors,
// and the infrastructure answers (health, version, ping, the remotes registry).
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, type TLiteral, type TSchema, type TUnion, Type } from 'typebox';
import { Id } from './bounds';

/** `T | null` on the wire. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One of the values of a list kept in constants.ts (DISCARD_REASONS, JOB_ALERT_FREQUENCIES...; docs/contracts.md),
 * in its order: the list is the one place that names them, and the schema's type is the union of its values.
 */
export const OneOf = <const T extends string>(values: readonly T[]) =>
  // TypeBox types a union from a tuple of its members: from a mapped list it would be `never`, so it is typed as one
  // literal of all of them, whose Static type is the same union.
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<[TLiteral<T>]>;

/**
 * The paging fields of every paged list answer (docs/contracts.md#http), spread into its schema:
 * `Type.Object({ items: ..., ...PageEnvelopeFields })`. `pageEnvelope` (pagination.ts) fills them.
 */
export const PageEnvelopeFields = { total: Type.Integer(), lastPage: Type.Integer(), currentPage: Type.Integer() };

/** A positive database id in a path (`/{id}`). */
export const IdParamsSchema = Type.Object({ id: Id() });

/** SEO head of a page. `script` is JSON-LD text; `robots` is e.g. 'index, follow' or 'noindex'. */
export const SeoSchema = Type.Object({
  title: Type.String(),
  h1: Type.String(),
  text: Type.String(),
  meta: Type.String(),
  script: Nullable(Type.String()),
  canonical: Type.String(),
  robots: Type.String(),
});
export type Seo = Static<typeof SeoSchema>;

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** Laravel-shaped 422. */
export const ValidationErrorSchema = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ValidationError = Static<typeof ValidationErrorSchema>;

/** Every other error: the client shows `toasts[0].message` as an error notice. */
export const ErrorResponseSchema = Type.Object({
  message: Type.String(),
  toasts: Type.Array(Type.Object({ message: Type.String() })),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});
export type Health = Static<typeof HealthSchema>;

export const VersionSchema = Type.Object({ version: Type.String() });
export type Version = Static<typeof VersionSchema>;

/** `time` is the server time as an ISO 8601 string. */
export const PingSchema = Type.Object({ pong: Type.Literal(true), time: Type.String() });
export type Ping = Static<typeof PingSchema>;

/** `GET /remotes.json`: remote name -> URL of its mf-manifest.json. */
export const RemotesRegistrySchema = Type.Object({ remotes: Type.Record(Type.String(), Type.String()) });
export type RemotesRegistry = Static<typeof RemotesRegistrySchema>;
