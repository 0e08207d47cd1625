import type { PendingCvProposalsResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/**
 * `GET /api/candidates/mycv/proposals` (docs/contracts.md#cv-extraction): per CV, the newest first, what its reading
 * proposed and the candidate has not decided yet.
 */
export function usePendingCvProposals() {
  return useGet<PendingCvProposalsResponse>('/api/candidates/mycv/proposals');
}
