import type { CandidateEventsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { useDashboardAnswer, useDashboardPart } from './get-dashboard';

export type { CareerEvent } from 'shared-kit/contracts';

const ask = () =>
  http.get<CandidateEventsResponse>('/api/candidates/virtual-event/candidateEvents').then(({ data }) => data);

/**
 * The career events the candidate joined, upcoming first (docs/contracts.md#latest-searches-and-events): the
 * dashboard's part, or, on a retry, `GET /api/candidates/virtual-event/candidateEvents`.
 */
export function useCandidateEvents() {
  return useDashboardPart(useDashboardAnswer(), 'events', ask);
}
