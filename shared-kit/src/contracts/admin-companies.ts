// The admin area's company search (docs/contracts.md#events): the event editor picks an event's participating
// companies by name.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Text } from './bounds';

export const AdminCompanySearchQuerySchema = Type.Object({ q: Text(100, { minLength: 1 }) });
export type AdminCompanySearchQuery = Static<typeof AdminCompanySearchQuerySchema>;
/** `GET /api/admin/companies?q=`: at most 20 companies whose name or slug contains the text, names A-Z. */
export const AdminCompanyListSchema = Type.Object({
  companies: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
});
export type AdminCompanyList = Static<typeof AdminCompanyListSchema>;
