import { useCallback } from 'react';
import type { LandingPageName, PublicPageResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/pages/landing:{name}`: the published landing page with its jobs and image addresses (404 if none). The
 * page says itself when it is missing or failed (an empty state, an error with a retry): no toast as well.
 */
export function useLandingPage(name: LandingPageName) {
  const load = useCallback(
    () =>
      http.get<PublicPageResponse>(`/api/pages/landing:${name}`, { notifyErrors: false }).then((answer) => answer.data),
    [name],
  );
  return useRequest(load);
}
