// Stands in for @module-federation/runtime-core's `utils/preload.js` in production builds (tooling/webpack.ts): the
// preloading of a remote's files before it is needed (`preloadRemote`), about 0.9 KB on the wire in the shell's
// `main`, on every first render. It reads the manifest snapshots this build leaves out
// (tooling/federation-snapshot-loader.cjs), so it could not work here, and nothing calls it: the remotes are
// registered by their entry (docs/delivery.md#the-remotes-registered-by-their-entry). A call says so.
const notInThisBuild = () => {
  throw new Error('Module Federation preloading is left out of this build (tooling/federation-preload.mjs)');
};
export const defaultPreloadArgs = notInThisBuild;
export const formatPreloadArgs = notInThisBuild;
export const normalizePreloadExposes = notInThisBuild;
export const preloadAssets = notInThisBuild;
