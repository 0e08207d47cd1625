import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

let appStore: AppStore | null = null;

/**
 * The one jotai store of the platform (docs/architecture.md#module-federation-rules). The shell passes it to jotai's
 * `Provider`; the hooks of shared-kit read it directly, so a remote running standalone without a Provider sees the same
 * state, and non-React code (the http interceptors, `notify`) reads and writes it too.
 */
export function getAppStore(): AppStore {
  if (!appStore) appStore = createStore();
  return appStore;
}

/** Tests only: starts over with a fresh store (or the given one) and returns it. */
export function resetAppStore(store: AppStore = createStore()): AppStore {
  appStore = store;
  return store;
}
