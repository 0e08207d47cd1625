import { useCallback } from 'react';
import { DASHBOARD_MATCHINGS_SIZE } from 'shared-kit/constants';
import type { MatchingsResponse } from 'shared-kit/contracts';
import { http, isHttpError, useRequest } from 'shared-kit/http';

export type RecommendedJobs =
  | { kind: 'list'; jobs: MatchingsResponse['jobs']['data']; total: number }
  /** Matchings are not enabled yet (SPEC: a 422 on `profile`): the server's words on what to complete. */
  | { kind: 'off'; message: string };

const profileRefusal = (error: unknown): string | null => {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const texts = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors?.profile;
  return Array.isArray(texts) && typeof texts[0] === 'string' ? texts[0] : null;
};

/**
 * `GET /api/app/matchings?page=1&_size=3` (docs/contracts.md#matchings): the best three matchings. Quiet on a refusal:
 * a profile not ready for matchings is not an error on the dashboard but the block's next step.
 */
export function useRecommendedJobs() {
  const load = useCallback(
    () =>
      http
        .get<MatchingsResponse>('/api/app/matchings', {
          params: { page: 1, _size: DASHBOARD_MATCHINGS_SIZE },
          notifyErrors: false,
        })
        .then(
          ({ data }): RecommendedJobs => ({ kind: 'list', jobs: data.jobs.data, total: data.jobs.total }),
          (error: unknown): RecommendedJobs => {
            const message = profileRefusal(error);
            if (message === null) throw error;
            return { kind: 'off', message };
          },
        ),
    [],
  );
  return useRequest(load);
}
