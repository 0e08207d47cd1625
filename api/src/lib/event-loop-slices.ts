// Long synchronous work of a background job, cut into slices (docs/operations.md#the-sweep-beside-requests). With
// `WORKER=inline` (the default) an api process runs the job queue's work on the same event loop as its requests, so
// a stretch of work that never awaits holds every request of that process until it ends: the job-alert sweep held it
// up to 0.4 s composing a batch's mails (up to 250).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may hold the event loop: a few milliseconds more on a request that arrives meanwhile. */
const SLICE_MS = 8;

/**
 * `items.map(map)`, letting the event loop run whatever waits (a request, an answer of the database) whenever a
 * slice has run SLICE_MS. The results keep the items' order.
 */
export async function mapInSlices<Item, Result>(
  items: readonly Item[],
  map: (item: Item) => Result,
): Promise<Result[]> {
  const results: Result[] = [];
  let sliceStarted = performance.now();
  for (const item of items) {
    results.push(map(item));
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  return results;
}
