import type { CandidateProfileResponse, PreferencesRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/preferences` (docs/contracts.md#profile-and-settings): only the fields sent change; answers
 * the whole profile. A 422 names the field (salary_to, f_nace, presentation_letter, ...): the form shows it there.
 */
export async function updatePreferences(changes: PreferencesRequest): Promise<CandidateProfileResponse> {
  const response = await http.patch<CandidateProfileResponse>('/api/candidates/preferences', changes, {
    notifyErrors: false,
  });
  return response.data;
}
