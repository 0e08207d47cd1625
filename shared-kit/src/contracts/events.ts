// Career events (docs/contracts.md#events).
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Nullable } from './common';

export const CareerEventSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  landing_path: Nullable(Type.String()),
});
export type CareerEvent = Static<typeof CareerEventSchema>;

/** `GET /api/career-events`. */
export const CareerEventListSchema = Type.Object({ events: Type.Array(CareerEventSchema) });
export type CareerEventList = Static<typeof CareerEventListSchema>;
