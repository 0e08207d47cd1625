import type { CandidateCvsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type { CandidateCv } from 'shared-kit/contracts';

/** `GET /api/candidates/mycv` (docs/contracts.md#cvs-and-the-photo): the default first, then the newest. */
export function getCvs(): Promise<CandidateCvsResponse> {
  return http.get<CandidateCvsResponse>('/api/candidates/mycv').then((response) => response.data);
}
