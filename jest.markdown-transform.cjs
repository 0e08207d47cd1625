// jest transform for the content pages (`.md`): the same compileContent as the webpack loader
// (tooling/markdown-loader.cjs), so tests read exactly the { title, html } the build produces.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileContent } = require('./tooling/markdown-loader.cjs');

const LOADER = path.join(__dirname, 'tooling/markdown-loader.cjs');
const MARKED_VERSION = require('marked/package.json').version;

module.exports = {
  process(source, file) {
    const page = compileContent(source, file);
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(page)} };` };
  },
  // A change to the loader or to marked must not be hidden by jest's transform cache.
  getCacheKey(source, file) {
    return crypto
      .createHash('sha256')
      .update(source)
      .update(file)
      .update(fs.readFileSync(LOADER))
      .update(MARKED_VERSION)
      .digest('hex');
  },
};
