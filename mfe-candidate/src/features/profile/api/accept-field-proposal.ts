import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/field {field, value}` (docs/contracts.md#profile-and-settings) for a name or place read from
 * a CV: one field at a time, so accepting the name never touches the country or the city the candidate chose.
 */
export function acceptFieldProposal(field: 'nombre' | 'apellidos' | 'poblacion', value: string) {
  return http
    .patch<CandidateProfileResponse>('/api/candidates/field', { field, value }, { notifyErrors: false })
    .then((response) => response.data);
}
