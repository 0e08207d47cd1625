// The page's first paint (the server-rendered content with its styles) is its Largest Contentful Paint: nothing
// else should share the network with the HTML and styles before it. So the shell's own chunks and the hints the
// api wrote as data (`#deferred-hints`: the remote's manifest and scripts) are requested once the page has
// painted (docs/delivery.md). Part of main.js: no imports from shared modules.

type DeferredHint = { rel: 'preload' | 'prefetch'; href: string; as: 'fetch' | 'script'; crossorigin?: true };

const isHint = (value: unknown): value is DeferredHint => {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  return (hint.rel === 'preload' || hint.rel === 'prefetch') && typeof hint.href === 'string' && (hint.as === 'fetch' || hint.as === 'script');
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

/**
 * Runs `start` after the next frame has been painted (a task queued from requestAnimationFrame runs after that
 * frame), or at once in a hidden tab, where nothing paints and animation frames do not run.
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  if (doc.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab hidden before its first frame gets no animation frame: do not wait for one.
  doc.addEventListener('visibilitychange', once, { once: true });
}
