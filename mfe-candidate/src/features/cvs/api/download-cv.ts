import { http } from 'shared-kit/http';

/**
 * `GET /candidates/mycv/download/{id}` (outside `/api`, still behind the candidate token): the bytes come through
 * the one http client, so the bearer token goes with them, and are saved under the CV's name.
 */
export async function downloadCv(id: number, name: string): Promise<void> {
  const response = await http.get<Blob>(`/candidates/mycv/download/${id}`, {
    responseType: 'blob',
    notifyErrors: false,
  });
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the browser has taken the blob by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
