import { useCallback } from 'react';
import type { AdminPage, AdminPageResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/pages/{key}`: the page's draft, what is published and its history. */
export function useAdminPage(key: string) {
  const load = useCallback(
    (): Promise<AdminPage> =>
      http.get<AdminPageResponse>(`/api/admin/pages/${encodeURIComponent(key)}`).then((response) => response.data.page),
    [key],
  );
  return useRequest(load);
}
