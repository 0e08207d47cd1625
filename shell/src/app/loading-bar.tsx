import { useEffect } from 'react';
import { pendingRequestCount, subscribeToRequests } from 'shared-kit/http';
import 'nprogress/nprogress.css';

type Bar = typeof import('nprogress');
let bar: Promise<Bar> | null = null;

// docs/product-rules.md#page-chrome-scroll-and-loading-bar: orange, 300 ms step. The colour is set in global.css.
// nprogress's own template gives the bar `role="bar"`, which is no ARIA role (axe: aria-roles), and finds the bar by
// that attribute: both are replaced. The bar is decoration, since each area says itself what is loading
// (docs/design-system.md#skeleton-and-spinner). Loaded with the first counted request, not with the page: a page
// the server sent with its data asks for nothing at first (docs/delivery.md#the-list-travels-in-the-page).
function loadBar(): Promise<Bar> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 300,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return NProgress;
  });
  bar.catch(() => {
    bar = null;
  });
  return bar;
}

/** The top loading bar: runs while any counted request is pending (version-check and ping are not counted). */
export function LoadingBar() {
  useEffect(
    () =>
      subscribeToRequests(() => {
        // The count when the bar is there, not when it was asked for: a request may have ended meanwhile.
        loadBar().then(
          (NProgress) => {
            // One start per busy spell: each start() of nprogress adds a trickle loop of its own, so a start at each
            // change of the count ran the bar several times too fast to its end, where it sat (issue 29).
            // docs/product-rules.md#page-chrome-scroll-and-loading-bar
            const busy = pendingRequestCount() > 0;
            if (busy && !NProgress.isStarted()) NProgress.start();
            else if (!busy && NProgress.isStarted()) NProgress.done();
          },
          () => undefined,
        );
      }),
    [],
  );
  return null;
}
