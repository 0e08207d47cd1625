// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// jsdom has <dialog> but not its modal methods (shared-kit's Dialog and Drawer call them): the least of them, guarded
// so that a jsdom that implements them is used as it is.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
// findBy* and waitFor give up after 1 s by default. `npm test` runs the front ends' suites beside other steps on
// a two-core machine, where a screen that settles in 300 ms alone can take over a second: three tests failed
// only in full runs that way (docs/testing.md#unit-tests). A longer limit costs nothing when the awaited text
// appears; it only makes a real failure take longer to report. The package's own copy, as its tests use it.
const testingLibrary = require.resolve('@testing-library/react', { paths: [process.cwd()] });
require(testingLibrary).configure({ asyncUtilTimeout: 5000 });
