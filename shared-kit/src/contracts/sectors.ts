// The sectors a candidate may want to work in (docs/contracts.md#sectors): the reference list behind
// `PATCH /api/candidates/interests {sectors}`. Field names are the wire format (docs/contracts.md).
import { type Static, Type } from 'typebox';

/** A sector: `slug` names it in the screens' catalogues (`candidate.sector.<slug>`), `name` is its English name. */
export const SectorSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type Sector = Static<typeof SectorSchema>;

/** `GET /api/sectors`: every sector, by English name. */
export const SectorListSchema = Type.Object({ sectors: Type.Array(SectorSchema) });
export type SectorList = Static<typeof SectorListSchema>;
