// webpack loader for message catalogues (`<package>/src/locales/<locale>.json`: a flat map of id -> ICU message):
// compiles every message to Lingui's compiled form at build time, so the browser never downloads an ICU parser and
// a message that does not parse fails the build, naming it (docs/i18n.md#catalogues).
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
