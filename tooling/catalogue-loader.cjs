// webpack loader for message catalogues (`<package>/src/locales/<locale>.json`: a flat map of id -> ICU message):
// compiles every message to Lingui's compiled form at build time, so the browser never downloads an ICU parser and
// a message that does not parse fails the build, naming it (docs/i18n.md#catalogues). tooling/build-server-module.mjs
// compiles the server modules' catalogues with the same function.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** The argument types shared-kit's runtime interprets (shared-kit/src/i18n/interpret.ts); plain `{name}` too. */
const INTERPRETED = new Set(['plural', 'selectordinal', 'select']);

/** Throws on an argument the runtime would not format (`{n, number}`, `{d, date}`): it would show its raw value. */
function checkTokens(tokens) {
  if (!Array.isArray(tokens)) return;
  for (const token of tokens) {
    if (!Array.isArray(token) || token.length === 1) continue;
    const [name, type, cases] = token;
    if (!INTERPRETED.has(type)) throw new Error(`{${name}, ${type}} is not interpreted: format it in the code`);
    for (const inner of Object.values(cases)) checkTokens(inner);
  }
}

/** A catalogue's messages compiled; `file` names it in the error of a message that does not compile. */
function compileCatalogue(messages, file) {
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${error.message}`);
    }
    try {
      checkTokens(compiled[id]);
    } catch (error) {
      throw new Error(`${file}: message "${id}": ${error.message}`);
    }
  }
  return compiled;
}

module.exports = function catalogueLoader(source) {
  return `export default ${JSON.stringify(compileCatalogue(JSON.parse(source), this.resourcePath))};`;
};
module.exports.compileCatalogue = compileCatalogue;
