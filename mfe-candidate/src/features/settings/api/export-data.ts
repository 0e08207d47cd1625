import { http } from 'shared-kit/http';

/** The name the browser saves the export under when the answer does not say one. */
const FALLBACK_NAME = 'eulangjobs-data.zip';

/**
 * `GET /api/candidates/export` (docs/contracts.md#the-data-export): the candidate's data as a ZIP. Fetched through
 * the one http client (it needs the bearer token, which a plain link would not send), then saved as a file.
 */
export async function exportData(): Promise<void> {
  const response = await http.get<Blob>('/api/candidates/export', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
