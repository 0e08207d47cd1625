import type { CvChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/mycv/fromVue?extract=1` as multipart form data (docs/contracts.md#cv-extraction): stores the
 * CV and answers what it says as `proposals`. `onProgress` gets the share of the body sent (0-100).
 */
export function extractCv(file: File, onProgress: (percent: number) => void): Promise<CvChangeResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http
    .post<CvChangeResponse>('/api/candidates/mycv/fromVue', body, {
      params: { extract: 1 },
      // The onboarding shows a failure on the file itself: no second notice.
      notifyErrors: false,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress(Math.min(100, (event.loaded / total) * 100));
      },
    })
    .then((response) => response.data);
}
