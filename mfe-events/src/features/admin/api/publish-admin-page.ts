import type { AdminPage, AdminPageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/admin/pages/{key}/publish`: the draft becomes what the public sees, as a new version. */
export async function publishAdminPage(key: string): Promise<AdminPage> {
  const response = await http.post<AdminPageResponse>(
    `/api/admin/pages/${encodeURIComponent(key)}/publish`,
    {},
    { notifyErrors: false },
  );
  return response.data.page;
}
