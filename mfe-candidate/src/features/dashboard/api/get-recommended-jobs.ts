import { useCallback } from 'react';
import type { MatchingsResponse } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, http, isHttpError, takePrefetched, useRequest } from 'shared-kit/http';

type RecommendedJobs =
  | { kind: 'list'; jobs: MatchingsResponse['jobs']['data']; total: number }
  /** Matchings are not enabled yet (SPEC: a 422 on `profile`): the server's words on what to complete. */
  | { kind: 'off'; message: string };

const profileRefusal = (error: unknown): string | null => {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const texts = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors?.profile;
  return Array.isArray(texts) && typeof texts[0] === 'string' ? texts[0] : null;
};

const toList = (data: MatchingsResponse): RecommendedJobs => ({
  kind: 'list',
  jobs: data.jobs.data,
  total: data.jobs.total,
});
const toOff = (error: unknown): RecommendedJobs => {
  const message = profileRefusal(error);
  if (message === null) throw error;
  return { kind: 'off', message };
};
const ask = () =>
  http.get<MatchingsResponse>(FIRST_REQUEST_URLS.dashboardMatchings, { notifyErrors: false }).then(({ data }) => data);

/**
 * `GET /api/app/matchings?page=1&_size=3` (docs/contracts.md#matchings): the best three matchings. Quiet on a refusal:
 * a profile not ready for matchings is not an error on the dashboard but the block's next step. One of the
 * dashboard's first requests, which the shell may have started already (shared-kit/http prefetch.ts); a refusal of
 * that early request is the answer, not asked again (docs/delivery.md#the-dashboards-data-asked-at-once).
 */
export function useRecommendedJobs() {
  const load = useCallback(
    () =>
      (
        takePrefetched<MatchingsResponse>(FIRST_REQUEST_URLS.dashboardMatchings, (error) =>
          profileRefusal(error) === null ? ask() : Promise.reject(error),
        ) ?? ask()
      ).then(toList, toOff),
    [],
  );
  return useRequest(load);
}
