import { Type } from 'typebox';

/** A positive database id in a path (`/{id}`). */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
