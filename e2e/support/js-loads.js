// What counts as JavaScript downloaded, for the guard (e2e/support/js-bytes.ts, in `npm test`) and the bench that
// prints the same figures (bench/js-budget.mjs): one rule in one place (docs/delivery.md#the-guard). CommonJS in
// plain JavaScript so that both load it: Playwright's TypeScript tests and the bench's Node ES module.

/**
 * Starts recording every network load of JavaScript of the page behind `cdp`, with its bytes on the wire (encoded
 * body and headers, as Chromium's network layer counted them), by request: Chromium's own network events, not
 * Playwright's request events, since a `<link rel=prefetch>` download is a request of its own and the script tag that
 * later uses it is served from the prefetch cache. Loads from a cache (disk, prefetch, service worker) are not
 * recorded; a load's `wire` stays 0 until it has finished.
 *
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<Map<string, { url: string; wire: number }>>}
 */
async function recordJavaScriptLoads(cdp) {
  /** @type {Map<string, { url: string; wire: number }>} */
  const loads = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    if (!cached && response.mimeType.includes('javascript')) loads.set(requestId, { url: response.url, wire: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const load = loads.get(requestId);
    if (load) load.wire = encodedDataLength;
  });
  await cdp.send('Network.enable');
  return loads;
}

module.exports = { recordJavaScriptLoads };
