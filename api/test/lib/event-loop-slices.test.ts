import { mapInSlices } from '../../src/lib/event-loop-slices';

/** Keeps the thread busy for `ms`, as composing a mail does. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('mapInSlices: long synchronous work that lets the event loop run', () => {
  it('answers what items.map answers, in the same order', async () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    expect(await mapInSlices(items, (item) => item * 2)).toEqual(items.map((item) => item * 2));
    expect(await mapInSlices([], (item: number) => item)).toEqual([]);
  });

  it('lets a request that arrives meanwhile run long before the work ends', async () => {
    const mapped: number[] = [];
    let mappedWhenOtherWorkRan = -1;
    // Another request's work, due as soon as the loop is free.
    setImmediate(() => {
      mappedWhenOtherWorkRan = mapped.length;
    });
    await mapInSlices(
      Array.from({ length: 20 }, (_, index) => index),
      (item) => {
        busyFor(3);
        mapped.push(item);
      },
    );
    // 20 items of 3 ms: 60 ms in one stretch without slices; the other work ran after a slice of a few items.
    expect(mappedWhenOtherWorkRan).toBeGreaterThan(0);
    expect(mappedWhenOtherWorkRan).toBeLessThan(20);
  });
});
