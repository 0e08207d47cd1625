import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates): the email and the notification settings. */
export function useSettingsProfile() {
  return useGet<CandidateProfileResponse>('/api/candidates/profile');
}
