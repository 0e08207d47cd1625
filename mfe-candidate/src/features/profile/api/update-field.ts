import type { CandidateProfileResponse, EditableField } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/field {field, value}` (docs/contracts.md#profile-and-settings): one field of the profile at a
 * time (the headline; a name or place read from a CV, which must not touch the country or city the candidate chose);
 * answers the whole profile.
 */
export async function updateField(field: EditableField, value: string | null): Promise<CandidateProfileResponse> {
  const response = await http.patch<CandidateProfileResponse>(
    '/api/candidates/field',
    { field, value },
    { notifyErrors: false },
  );
  return response.data;
}
