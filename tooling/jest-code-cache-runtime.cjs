// jest's runtime with V8's code cache (docs/testing.md#compiled-once-per-worker): jest compiles every module again for
// each test file (a fresh registry per file), about 0.25 s of an API test file's set-up for the app's 2,000 modules.
// A worker process runs many files: the first compile of a module's code keeps V8's cached data here, in the
// worker's memory, and the next files' compiles of the same code start from it. The module still runs afresh in
// each file's registry; only the parsing and compiling of its code is shared. Code that changed (another
// transform, another file) has another text and is compiled as usual.
const vm = require('node:vm');
const path = require('node:path');
// jest-runtime as jest-runner, which loads this file, sees it: pnpm hoists neither to the workspace's root.
const runner = module.parent?.filename ?? require.resolve('jest-runner');
const Runtime = require(require.resolve('jest-runtime', { paths: [path.dirname(runner)] })).default;

/** Per worker process: a module's code text and the data V8 made when it was first compiled. */
const compiled = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (scriptSource, filename) => {
      const vmContext = executor.environment.getVmContext();
      if (vmContext == null || executor.resolution.isCoreModule(filename)) return compile(scriptSource, filename);
      const known = compiled.get(filename);
      const cachedData = known && known.source === scriptSource ? known.data : undefined;
      let fn;
      try {
        fn = vm.compileFunction(scriptSource, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: cachedData === undefined,
          importModuleDynamically: (specifier, _fn, importAttributes, ...rest) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
          parsingContext: vmContext,
        });
      } catch {
        // jest's own compile says what was wrong with the code, as it always has.
        return compile(scriptSource, filename);
      }
      if (fn.cachedDataProduced) compiled.set(filename, { source: scriptSource, data: fn.cachedData });
      return fn;
    };
  }
}

module.exports = CodeCacheRuntime;
