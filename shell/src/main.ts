import { addDeferredHints, afterFirstPaint } from './after-first-paint';

// Once the server-rendered page has painted (docs/delivery.md): the remote's files, then the app.
afterFirstPaint(() => {
  addDeferredHints();
  // Async boundary: the shared singletons are negotiated before any app code runs.
  import('./bootstrap');
});
