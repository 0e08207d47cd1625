// Lets a Node process load the api's TypeScript source (src/**/*.ts) without a build, compiled by swc as jest's
// transform does. The tests run the api from its source, and the api starts child processes (src/lib/process-pool.ts:
// the CV reader's), which jest's transform does not reach: process-pool.ts passes `--require` of this file to a
// child whose module is a .ts file. Production runs dist/*.js and never loads it. @swc/core is a dev dependency.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
