// Stands in, in a remote's production build, for Module Federation's bundler runtime (webpack-bundler-runtime's
// `bundler.js`, which the remote's federation entry imports): its functions (share scope, consumes, container init)
// are the shell's, which main.js hands over (shell/src/main.ts), as the runtime core already is
// (`externalRuntime`). Each of them works on the webpack require it is given, so the shell's copy serves every remote;
// about 4 KB less in each remoteEntry.js (docs/delivery.md#the-guard). The `runtime` package stays the remote's own:
// its `init` finds the federation instance by the build's identifier, which is the remote's.
import * as runtime from '@module-federation/runtime';
// The shell exposes nothing, so its copy has no container init: the remote keeps its own (a few hundred bytes).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = globalThis.__EULANGJOBS_FEDERATION_BUNDLER__;
if (!shell) throw new Error('The shell hands over the federation bundler runtime: deploy the shell first.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
