import { Type } from 'typebox';
import { Id } from 'shared-kit/contracts';

/** A positive database id in a path (`/{id}`). */
export const IdParamsSchema = Type.Object({ id: Id() });
