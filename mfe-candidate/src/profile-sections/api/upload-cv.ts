import type { CvChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/mycv/fromVue` as multipart form data (docs/contracts.md#cvs-and-the-photo). `onProgress`
 * gets the share of the body sent (0-100) from the browser's upload events.
 */
export function uploadCv(file: File, onProgress: (percent: number) => void): Promise<CvChangeResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http
    .post<CvChangeResponse>('/api/candidates/mycv/fromVue', body, {
      // The screen shows the failure on the file itself (the 422's text or SPEC's message): no second notice.
      notifyErrors: false,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress(Math.min(100, (event.loaded / total) * 100));
      },
    })
    .then((response) => response.data);
}
