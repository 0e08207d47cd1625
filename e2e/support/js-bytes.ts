import type { BrowserContext, Page } from '@playwright/test';
import { recordJavaScriptLoads } from './js-loads';
import { E2E_BASE_PORT, REMOTE_PORTS } from './ports';

/**
 * The JavaScript a route downloads before it is usable, per file, in bytes on the wire (encoded body and headers, as
 * Chromium's network layer counted them), each file once (docs/delivery.md#the-guard).
 */
export type JsBytes = Record<string, number>;

/** What a route was measured at and may grow to (docs/delivery.md#the-guard). */
export type JsBudget = { budget: number; files: JsBytes };

const PACKAGES: Record<number, string> = {
  [E2E_BASE_PORT]: 'shell',
  [REMOTE_PORTS.mfe_jobs]: 'mfe-jobs',
  [REMOTE_PORTS.mfe_candidate]: 'mfe-candidate',
  [REMOTE_PORTS.mfe_company]: 'mfe-company',
  [REMOTE_PORTS.mfe_events]: 'mfe-events',
};

/** `shell/vendor.js` for http://localhost:<shell>/vendor.0a1b2c3d.js: the package and the file without its hash. */
function fileName(url: string): string {
  const { port, pathname } = new URL(url);
  const owner = PACKAGES[Number(port)] ?? `:${port}`;
  return `${owner}${pathname.replace(/\.[0-9a-f]{8}(\.js)$/, '$1')}`;
}

/** Starts counting the JavaScript the page's network carries; `read()` answers it per file. */
export async function countJavaScript(context: BrowserContext, page: Page): Promise<{ read(): JsBytes }> {
  const cdp = await context.newCDPSession(page);
  const loads = await recordJavaScriptLoads(cdp);
  // An empty HTTP cache (the cookies and storage stay): the route is measured as on a first visit.
  await cdp.send('Network.clearBrowserCache');
  return {
    read() {
      // Each file once, at its largest load: when the runtime's script tag asks for a file whose prefetch has not
      // finished, Chromium may download it a second time, and whether it does depends on timing
      // (docs/delivery.md#the-guard).
      const byUrl = new Map<string, number>();
      for (const { url, wire } of loads.values()) byUrl.set(url, Math.max(byUrl.get(url) ?? 0, wire));
      const files: JsBytes = {};
      for (const [url, wire] of byUrl) if (wire > 0) files[fileName(url)] = (files[fileName(url)] ?? 0) + wire;
      return files;
    },
  };
}

const total = (files: JsBytes) => Object.values(files).reduce((sum, bytes) => sum + bytes, 0);

/**
 * Null when the route is within its budget; else what to say: the total against the budget and each file that
 * grew or is new against the figures recorded with the budget, largest growth first.
 */
export function overBudget(route: string, measured: JsBytes, recorded: JsBudget): string | null {
  const bytes = total(measured);
  if (bytes <= recorded.budget) return null;
  const grown = Object.entries(measured)
    .map(([file, size]) => ({ file, size, was: recorded.files[file] }))
    .filter(({ size, was }) => was === undefined || size > was)
    .sort((a, b) => b.size - (b.was ?? 0) - (a.size - (a.was ?? 0)));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `${route}: ${kb(bytes)} of JavaScript before it is usable, over its budget of ${kb(recorded.budget)} ` +
      `(recorded ${kb(total(recorded.files))}).`,
    ...grown.map(({ file, size, was }) =>
      was === undefined ? `  new: ${file} ${size} B` : `  grew: ${file} ${was} -> ${size} B (+${size - was} B)`,
    ),
  ].join('\n');
}
