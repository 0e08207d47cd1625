import type { UploadedImage } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/admin/uploads` (multipart `file`): the api checks the image by its content and resizes it. */
export async function uploadAdminImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<UploadedImage>('/api/admin/uploads', body, {
    notifyErrors: false,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data;
}
