import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/blog/preview` `{content_markdown}` -> `{html}`: the Markdown rendered and sanitised by the api,
 * exactly what saving would store, so the preview shows what readers will get.
 */
export async function previewBlogMarkdown(contentMarkdown: string, signal?: AbortSignal): Promise<string> {
  const response = await http.post<{ html: string }>(
    '/api/admin/blog/preview',
    { content_markdown: contentMarkdown },
    { notifyErrors: false, signal },
  );
  return response.data.html;
}
