import type { BlogMedia } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/blog/media` (multipart `file` and `alt_text`): the api checks the image by its bytes and stores it
 * as WebP at most 1600 px wide; answers the media with its public address.
 */
export async function uploadAdminBlogMedia(
  file: File,
  altText: string,
  onProgress?: (percent: number) => void,
): Promise<BlogMedia> {
  const body = new FormData();
  body.append('alt_text', altText);
  body.append('file', file);
  const response = await http.post<{ media: BlogMedia }>('/api/admin/blog/media', body, {
    notifyErrors: false,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.media;
}
