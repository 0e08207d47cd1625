/**
 * The stylesheets a remote's routes module loads (its mf-manifest.json, `exposes[].assets.css.sync`), as absolute
 * URLs. Pages whose server-rendered markup belongs to a remote (job lists and jobs: mfe-jobs) link them in their
 * head, so that markup is styled from the first paint and does not move when the remote's own copy of the CSS
 * arrives (docs/pages.md). Read once per TTL; a remote that does not answer within the timeout costs one wait per
 * retry period and the page is served without its stylesheet (the remote loads it itself later).
 */
type Manifest = { exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[] };

export type RemoteStyles = (manifestUrl: string) => Promise<string[]>;

export function createRemoteStyles(options: { ttlMs?: number; failureTtlMs?: number; timeoutMs?: number } = {}): RemoteStyles {
  const { ttlMs = 60_000, failureTtlMs = 10_000, timeoutMs = 1_500 } = options;
  const cache = new Map<string, { until: number; value: Promise<string[]> }>();
  return (manifestUrl) => {
    const hit = cache.get(manifestUrl);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = read(manifestUrl, timeoutMs);
    const entry = { until: Date.now() + ttlMs, value };
    cache.set(manifestUrl, entry);
    value.then(
      (urls) => {
        if (urls.length === 0) entry.until = Date.now() + failureTtlMs;
      },
      () => undefined,
    );
    return value;
  };
}

async function read(manifestUrl: string, timeoutMs: number): Promise<string[]> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return [];
    const manifest = (await response.json()) as Manifest;
    const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
    const files = routes?.assets?.css?.sync ?? [];
    // publicPath 'auto': the assets sit beside the manifest. Only http(s) URLs, at most a few.
    return files
      .slice(0, 8)
      .map((file) => new URL(file, manifestUrl))
      .filter((url) => url.protocol === 'http:' || url.protocol === 'https:')
      .map((url) => url.href);
  } catch {
    return [];
  }
}
