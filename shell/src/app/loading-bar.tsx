import NProgress from 'nprogress';
import { useEffect } from 'react';
import { subscribeToRequests } from 'shared-kit/http';
import 'nprogress/nprogress.css';

// docs/product-rules.md#page-chrome-scroll-and-loading-bar: orange, 300 ms step. The colour is set in global.css.
// nprogress's own template gives the bar `role="bar"`, which is no ARIA role (axe: aria-roles), and finds the bar by
// that attribute: both are replaced. The bar is decoration, since each area says itself what is loading
// (docs/design-system.md#skeleton-and-spinner).
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 300,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The top loading bar: runs while any counted request is pending (version-check and ping are not counted). */
export function LoadingBar() {
  useEffect(
    () =>
      subscribeToRequests((pending) => {
        if (pending > 0) NProgress.start();
        else NProgress.done();
      }),
    [],
  );
  return null;
}
