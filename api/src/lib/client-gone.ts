import type { ServerResponse } from 'node:http';

/**
 * A signal that fires when the client of `response` goes away before its answer was sent (the request aborted, the
 * socket closed): work queued for it can be dropped (docs/security.md#password-hashing-under-load). The response's
 * `close` is the event to watch: the request's own fires once its body has been read, whether or not anyone still
 * waits for the answer.
 */
export function clientGoneSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  if (response.destroyed && !response.writableFinished) controller.abort();
  else
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
  return controller.signal;
}
