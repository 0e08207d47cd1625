// The api's reads of the blog's server (docs/blog.md#the-proxy): plain GETs with a time limit and a size cap, sending
// nothing of the visitor (no cookies, no Authorization). Used by the blog client (pages, RSS, sitemap) and the proxy.

/** A read that got no usable answer: refused, timed out, cut off, or larger than allowed. */
export class BlogReadError extends Error {
  constructor(
    message: string,
    /** 'too-large': the server answered, too much; the others mean it did not answer in time or at all. */
    readonly kind: 'no-answer' | 'timeout' | 'too-large',
  ) {
    super(message);
    this.name = 'BlogReadError';
  }
}

export type BlogFetchAnswer = { status: number; headers: Headers; body: Buffer };

export type BlogFetchOptions = {
  /** The request headers to send besides Accept and User-Agent (only validators: If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
  /** The largest body read, in bytes. */
  maxBytes: number;
  timeoutMs: number;
};

const USER_AGENT = 'EuLangJobs-blog-reader';

/** Reads a body up to `maxBytes`, else fails (a server may send no Content-Length, or a wrong one). */
async function readCapped(response: Response, maxBytes: number, controller: AbortController): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort();
    throw new BlogReadError(`the blog's answer is larger than ${maxBytes} bytes`, 'too-large');
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      controller.abort();
      throw new BlogReadError(`the blog's answer is larger than ${maxBytes} bytes`, 'too-large');
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** GET `url` within `timeoutMs` (answer and body together); rejects with BlogReadError when no usable answer came. */
export async function fetchFromBlog(url: string, options: BlogFetchOptions): Promise<BlogFetchAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json, image/*;q=0.9', 'user-agent': USER_AGENT, ...options.headers },
      signal: controller.signal,
      // Never the visitor's credentials: fetch in Node has no cookie jar, and nothing of the request is copied here.
      credentials: 'omit',
      redirect: 'follow',
    });
    const body = await readCapped(response, options.maxBytes, controller);
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    if (error instanceof BlogReadError) throw error;
    if (controller.signal.aborted)
      throw new BlogReadError(`the blog did not answer within ${options.timeoutMs} ms`, 'timeout');
    throw new BlogReadError(String(error), 'no-answer');
  } finally {
    clearTimeout(timer);
  }
}
