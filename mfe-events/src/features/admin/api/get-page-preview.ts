import { useCallback } from 'react';
import type { PublicPage, PublicPageResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/pages/{key}?preview=1` (an admin's token: the draft): the jobs of the draft's job blocks, so the builder's
 * canvas shows real jobs. Not essential: a failure answers null and the blocks show their empty state.
 */
export function usePagePreview(key: string) {
  const load = useCallback(
    (): Promise<PublicPage | null> =>
      http
        .get<PublicPageResponse>(`/api/pages/${encodeURIComponent(key)}`, {
          params: { preview: 1 },
          silent: true,
          notifyErrors: false,
        })
        .then(
          (response) => response.data.page,
          () => null,
        ),
    [key],
  );
  return useRequest(load);
}
