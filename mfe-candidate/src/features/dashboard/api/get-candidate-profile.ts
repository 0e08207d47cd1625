import type { CandidateDashboard, CandidateDashboardProfile, CandidateProfileResponse } from 'shared-kit/contracts';
import { http, type Request } from 'shared-kit/http';
import { useDashboardPart } from './get-dashboard';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates), cut to what the dashboard shows of it. */
const ask = () =>
  http.get<CandidateProfileResponse>('/api/candidates/profile').then(
    ({ data: { user, tasks } }): CandidateDashboardProfile => ({
      nombre: user.nombre,
      apellidos: user.apellidos,
      email: user.email,
      photo: user.candidate.static_path_photo_128 ?? user.candidate.full_path_foto ?? null,
      tasks,
    }),
  );

/** The photo, the names and the tasks of the completion: the dashboard's part, or, on a retry, the profile's call. */
export function useCandidateProfile(dashboard: Request<CandidateDashboard>) {
  return useDashboardPart(dashboard, 'profile', ask);
}
