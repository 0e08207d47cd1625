import { useEffect } from 'react';
import { pendingRequestCount, subscribeToRequests } from 'shared-kit/http';

// docs/product-rules.md#page-chrome-scroll-and-loading-bar: orange (global.css), a step every 300 ms. Our own bar,
// not nprogress: that library was a file of its own (1.9 KB on the wire) on the first render of every page whose
// first render asks the api for something (a job beside the list, the dashboards: docs/delivery.md#the-guard); this
// is its part we used, with its look and pace. The bar is decoration, hidden from screen readers, since each area
// says itself what is loading (docs/design-system.md#skeleton-and-spinner).
const STEP_MS = 300;
/** The bar's own moves: to each new width, and its fade at the end. */
const MOVE_MS = 200;
const START = 0.08;
const MAX_STEP = 0.02;
const NEARLY_DONE = 0.994;

let bar: { root: HTMLElement; fill: HTMLElement; progress: number; trickle: number } | null = null;
/** The last spell's bar while it fades out: gone at once if a new spell starts meanwhile (one bar, one id). */
let leaving: HTMLElement | null = null;

function place(progress: number) {
  if (!bar) return;
  bar.progress = progress;
  bar.fill.style.transform = `translate3d(${(progress - 1) * 100}%,0,0)`;
}

/** One start per busy spell: a second start while the bar runs would add a second trickle (issue 29). */
function start() {
  if (bar) return;
  leaving?.remove();
  const root = document.createElement('div');
  // nprogress's id and classes, which the styles and the browser tests name.
  root.id = 'nprogress';
  root.setAttribute('aria-hidden', 'true');
  const fill = document.createElement('div');
  fill.className = 'bar';
  const peg = document.createElement('div');
  peg.className = 'peg';
  fill.append(peg);
  root.append(fill);
  fill.style.transition = `transform ${MOVE_MS}ms ease`;
  document.body.appendChild(root);
  bar = { root, fill, progress: 0, trickle: 0 };
  place(START);
  // Slower as it goes, never reaching the end on its own.
  bar.trickle = window.setInterval(() => {
    if (bar) place(Math.min(NEARLY_DONE, bar.progress + Math.random() * MAX_STEP * (1 - bar.progress)));
  }, STEP_MS);
}

/** To the end, then a fade, then gone; a spell that starts meanwhile gets a bar of its own. */
function done() {
  if (!bar) return;
  const { root, trickle } = bar;
  window.clearInterval(trickle);
  place(1);
  bar = null;
  leaving = root;
  window.setTimeout(() => {
    root.style.transition = `opacity ${MOVE_MS}ms linear`;
    root.style.opacity = '0';
    window.setTimeout(() => {
      root.remove();
      if (leaving === root) leaving = null;
    }, MOVE_MS);
  }, MOVE_MS);
}

/** The top loading bar: runs while any counted request is pending (version-check and ping are not counted). */
export function LoadingBar() {
  useEffect(
    () =>
      subscribeToRequests(() => {
        if (pendingRequestCount() > 0) start();
        else done();
      }),
    [],
  );
  return null;
}
