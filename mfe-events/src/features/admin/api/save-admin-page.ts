import type { AdminPage, AdminPageResponse, PageDocument } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PUT /api/admin/pages/{key}`: saves the draft. A 422 names the block (`document.blocks.3.props.title`); the builder
 * shows it beside the canvas, so no notice.
 */
export async function saveAdminPage(key: string, document: PageDocument): Promise<AdminPage> {
  const response = await http.put<AdminPageResponse>(
    `/api/admin/pages/${encodeURIComponent(key)}`,
    { document },
    { notifyErrors: false },
  );
  return response.data.page;
}
