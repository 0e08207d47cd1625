import { downloadFile } from 'shared-kit/http';

/**
 * `GET /candidates/mycv/download/{id}` (outside `/api`, still behind the candidate token), saved under the CV's
 * name; the page says a failure itself.
 */
export async function downloadCv(id: number, name: string): Promise<void> {
  await downloadFile(`/candidates/mycv/download/${id}`, { name, notifyErrors: false });
}
