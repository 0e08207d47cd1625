import type { MinisiteImageResponse, MinisiteLogoResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

function upload<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http
    .post<T>(url, body, {
      // The drop zone shows a refusal on the file itself (the 422's text): no second notice.
      notifyErrors: false,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress(Math.min(100, (event.loaded / total) * 100));
      },
    })
    .then((response) => response.data);
}

/** `POST /api/companies/minisite/logo` (multipart): the company's new logo, checked by its content. */
export function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<MinisiteLogoResponse> {
  return upload<MinisiteLogoResponse>('/api/companies/minisite/logo', file, onProgress);
}

/** `POST /api/companies/minisite/images` (multipart): an image for an image block; its file_id goes in the block. */
export function uploadBlockImage(file: File, onProgress: (percent: number) => void): Promise<MinisiteImageResponse> {
  return upload<MinisiteImageResponse>('/api/companies/minisite/images', file, onProgress);
}
