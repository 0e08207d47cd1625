import { DASHBOARD_MATCHINGS_SIZE } from 'shared-kit/constants';
import type { DashboardMatchings, MatchingsResponse } from 'shared-kit/contracts';
import { http, isHttpError } from 'shared-kit/http';
import { useDashboardAnswer, useDashboardPart } from './get-dashboard';

/** The recommended jobs, or, while matchings are not enabled (SPEC: a 422 on `profile`), what to complete. */
type RecommendedJobs = DashboardMatchings;

const profileRefusal = (error: unknown): string | null => {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const texts = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors?.profile;
  return Array.isArray(texts) && typeof texts[0] === 'string' ? texts[0] : null;
};

// Quiet on a refusal: a profile not ready for matchings is not an error on the dashboard but the block's next step.
const ask = () =>
  http
    .get<MatchingsResponse>(`/api/app/matchings?page=1&_size=${DASHBOARD_MATCHINGS_SIZE}`, { notifyErrors: false })
    .then(
      ({ data }): RecommendedJobs => ({ kind: 'list', jobs: data.jobs.data, total: data.jobs.total }),
      (error: unknown): RecommendedJobs => {
        const message = profileRefusal(error);
        if (message === null) throw error;
        return { kind: 'off', message };
      },
    );

/**
 * The best three matchings (docs/contracts.md#matchings): the dashboard's part, which carries the refusal as its
 * words too, or, on a retry, `GET /api/app/matchings?page=1&_size=3`.
 */
export function useRecommendedJobs() {
  return useDashboardPart(useDashboardAnswer(), 'matchings', ask);
}
