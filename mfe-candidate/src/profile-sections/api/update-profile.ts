import type { CandidateProfileResponse, ProfileUpdateRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/profile {nombre, apellidos, fk_pais_id, fk_city_id, poblacion}`
 * (docs/contracts.md#profile-and-settings): answers the whole profile.
 */
export async function updateProfile(input: ProfileUpdateRequest): Promise<CandidateProfileResponse> {
  // The form shows what went wrong on its fields: no second notice.
  const response = await http.post<CandidateProfileResponse>('/api/candidates/profile', input, { notifyErrors: false });
  return response.data;
}
