// Module Federation runtime plugin: the first two layers of failure handling for remotes (the third is the
// error boundary in remote-area.tsx). It is bundled into the federation runtime, so it must not import any
// shared module (React, shared-kit): those are not available for eager use there.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A hung remote server must not keep its area (or the page) waiting forever. */
const REMOTE_ENTRY_TIMEOUT_MS = 5000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause?: unknown,
  ) {
    super(`The remote module ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Marks the module that stands in for a remote that failed to load. */
const UNAVAILABLE = '__eulangjobsRemoteUnavailable';

/** Whether a loaded module is the stand-in for a remote that failed to load (not worth keeping for a later visit). */
export function isUnavailable(module: object): boolean {
  return UNAVAILABLE in module;
}

export default function failureHandlingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'eulangjobs-remote-failure-handling',
    // Layer 1: bound the entry's load. A remote is registered by its remoteEntry.js (registry.ts), which the runtime
    // loads with a script tag, 20 s by its own limit; it fetches nothing (no manifest) that a fetch hook would bound.
    createScript() {
      return { timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    // Layer 2: the runtime reports a failed load (the entry's script or the exposed module's chunks) at 'onLoad',
    // where the module we return is used instead. Its component throws during render, so
    // the area's error boundary shows the message and the retry: one fallback path for every kind of failure.
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed at ${lifecycle}`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const failure = new RemoteUnavailableError(id, error);
      return {
        __esModule: true,
        [UNAVAILABLE]: true,
        default: function RemoteUnavailable() {
          throw failure;
        },
      };
    },
  };
}
