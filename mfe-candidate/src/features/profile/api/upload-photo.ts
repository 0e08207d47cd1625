import type { AvatarResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/avatar` as multipart form data (docs/contracts.md#cvs-and-the-photo): the photo's new paths.
 * `onProgress` gets the share of the body sent (0-100).
 */
export async function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<AvatarResponse> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const response = await http.post<AvatarResponse>('/api/candidates/avatar', body, {
    // The section shows a refusal on the file itself (the 422's text): no second notice.
    notifyErrors: false,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress(Math.min(100, (event.loaded / total) * 100));
    },
  });
  return response.data;
}
