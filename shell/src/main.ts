import { addDeferredHints, afterFirstPaint } from './after-first-paint';
import { startFirstRequests } from './first-requests';

// An account page's first api requests, before any other script of the app (docs/delivery.md#account-areas-start-early).
startFirstRequests();

// Module Federation's bundler runtime (share scope, consumes, container init): the remotes' production builds use
// this copy instead of shipping their own (tooling/federation-bundler-from-shell.mjs, docs/delivery.md#the-guard).
declare const __webpack_require__: { federation?: { bundlerRuntime?: unknown; attachShareScopeMap?: unknown } };
const { federation } = __webpack_require__;
(globalThis as { __EULANGJOBS_FEDERATION_BUNDLER__?: unknown }).__EULANGJOBS_FEDERATION_BUNDLER__ = {
  bundlerRuntime: federation?.bundlerRuntime,
  attachShareScopeMap: federation?.attachShareScopeMap,
};

// Once the server-rendered page has painted (docs/delivery.md): the remote's files, then the app.
afterFirstPaint(() => {
  addDeferredHints();
  // Async boundary: the shared singletons are negotiated before any app code runs.
  import('./bootstrap');
});
