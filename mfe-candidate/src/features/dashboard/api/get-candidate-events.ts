import type { CandidateEventsResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

export type { CareerEvent } from 'shared-kit/contracts';

/** `GET /api/candidates/virtual-event/candidateEvents` (docs/contracts.md#latest-searches-and-events), upcoming first. */
export function useCandidateEvents() {
  return useGet<CandidateEventsResponse>('/api/candidates/virtual-event/candidateEvents');
}
