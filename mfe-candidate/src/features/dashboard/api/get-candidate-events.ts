import type { CandidateEventsResponse } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

export type { CareerEvent } from 'shared-kit/contracts';

/** `GET /api/candidates/virtual-event/candidateEvents` (docs/contracts.md#latest-searches-and-events), upcoming first. */
export function useCandidateEvents() {
  return useGet<CandidateEventsResponse>(FIRST_REQUEST_URLS.candidateEvents);
}
