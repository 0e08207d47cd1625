import { downloadFile } from 'shared-kit/http';

/**
 * `GET /api/candidates/export` (docs/contracts.md#the-data-export): the candidate's data as a ZIP, saved under the
 * name the answer gives.
 */
export async function exportData(): Promise<void> {
  await downloadFile('/api/candidates/export', { fallbackName: 'eulangjobs-data.zip' });
}
