// webpack loader for the federation runtime core's `core.js` (docs/delivery.md#the-remotes-registered-by-their-entry).
// The shell registers every remote by its remoteEntry.js and builds with `disableSnapshot`, which leaves out the
// snapshot plugins, but the core still makes a full SnapshotHandler whenever remotes are enabled: the class that
// fetches and reads manifests (about 1.3 KB of the shell's `main` on the wire, with the manifest-to-snapshot code it
// imports). Only `preloadRemote`, which we never call, asks it anything; `removeRemote` (a forced re-registration
// after an area failed to load) clears its manifest cache, and the plugin system reads its hooks. With snapshots
// disabled this gives the core a handler with just those two. A core where the line is not found fails the build:
// the runtime's output changed, look again.
const HANDLER = 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();';
const WITHOUT_SNAPSHOT =
  'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : ' +
  'Object.assign(new DisabledSnapshotHandler(), { manifestCache: new Map() });';

module.exports = function federationSnapshotLoader(source) {
  if (!source.includes(HANDLER))
    throw new Error(`${this.resourcePath}: the snapshot handler's line was not found; the runtime's output changed`);
  return source.replace(HANDLER, WITHOUT_SNAPSHOT);
};
