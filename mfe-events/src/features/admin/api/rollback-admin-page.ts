import type { AdminPage, AdminPageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/admin/pages/{key}/rollback`: an earlier version becomes the draft and what is published. */
export async function rollbackAdminPage(key: string, versionId: number): Promise<AdminPage> {
  const response = await http.post<AdminPageResponse>(
    `/api/admin/pages/${encodeURIComponent(key)}/rollback`,
    { version_id: versionId },
    { notifyErrors: false },
  );
  return response.data.page;
}
