// The page's first paint (the server-rendered content with its styles) is its Largest Contentful Paint: nothing
// else should share the network with the HTML and styles before it. So the shell's own chunks and the hints the
// api wrote as data (`#deferred-hints`: the remote's manifest and scripts) are requested once the page has
// painted (docs/delivery.md). Part of main.js: no imports from shared modules.

type DeferredHint = { rel: 'preload' | 'prefetch'; href: string; as: 'fetch' | 'script' | 'style'; crossorigin?: true };

const isHint = (value: unknown): value is DeferredHint => {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  return (
    (hint.rel === 'preload' || hint.rel === 'prefetch') &&
    typeof hint.href === 'string' &&
    (hint.as === 'fetch' || hint.as === 'script' || hint.as === 'style')
  );
};

/** Adds the api's deferred hints to the head as `<link>` elements; a missing or malformed list adds nothing. */
export function addDeferredHints(doc: Document = document): void {
  const element = doc.getElementById('deferred-hints');
  if (!element?.textContent) return;
  let hints: unknown;
  try {
    hints = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(hints)) return;
  for (const hint of hints.filter(isHint)) {
    const link = doc.createElement('link');
    link.rel = hint.rel;
    link.href = hint.href;
    link.as = hint.as;
    if (hint.crossorigin) link.crossOrigin = '';
    doc.head.append(link);
  }
}

/** Never wait longer than this for the browser to report its first paint. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the browser has reported the page's first paint (a `paint` performance entry, delivered in a
 * task of its own after the frame was presented), or at once where nothing will be reported: a hidden tab, which
 * does not paint, browsers without paint timing, and a page the server rendered no content for (the account areas'
 * pages, `#root` empty): a blank page reports no paint, so it would only wait out FIRST_PAINT_WAIT_MS before the app
 * could start drawing it (docs/delivery.md#account-areas-start-early). Not requestAnimationFrame: its callback runs inside the
 * rendering task of that frame, so the first frame's style and layout would count as the shell's script work
 * (Lighthouse then puts that whole task behind main.js's download, after the first paint: Total Blocking Time).
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const canObserve =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const nothingToPaint = !doc.getElementById('root')?.firstElementChild;
  if (doc.visibilityState !== 'visible' || !canObserve || nothingToPaint) {
    start();
    return;
  }
  // Buffered: a paint that happened before this script ran is reported too.
  const observer = new PerformanceObserver(() => once());
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, FIRST_PAINT_WAIT_MS);
  // A tab hidden before its first paint paints nothing: do not wait for it.
  doc.addEventListener('visibilitychange', once, { once: true });
}
