import NProgress from 'nprogress';
import { useEffect } from 'react';
import { subscribeToRequests } from 'shared-kit/http';
import 'nprogress/nprogress.css';

// docs/product-rules.md#page-chrome-scroll-and-loading-bar: orange, 300 ms step. The colour is set in global.css.
NProgress.configure({ showSpinner: false, trickleSpeed: 300 });

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
