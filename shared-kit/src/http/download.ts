import { http } from './http';

/** The file name an answer's Content-Disposition gives (`attachment; filename="x.ics"`), if any. */
function dispositionName(header: unknown): string | null {
  return /filename="([^"]+)"/.exec(String(header ?? ''))?.[1] ?? null;
}

/**
 * Fetches a file through the one http client (the bearer token goes with it, which a plain link would not send)
 * and saves it: under `name`, else the name the answer gives, else `fallbackName`. A failure is thrown for the
 * caller to say; with `notifyErrors: false` the server's toast is not shown as well.
 */
export async function downloadFile(
  url: string,
  {
    name,
    fallbackName = 'download',
    notifyErrors,
  }: { name?: string; fallbackName?: string; notifyErrors?: boolean } = {},
): Promise<void> {
  const response = await http.get<Blob>(url, {
    responseType: 'blob',
    ...(notifyErrors === undefined ? {} : { notifyErrors }),
  });
  const objectUrl = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name ?? dispositionName(response.headers['content-disposition']) ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the browser has taken the blob by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
