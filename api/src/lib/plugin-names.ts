/**
 * Fastify's own name for a plugin (the `fastify.display-name` symbol, which `printPlugins()` and its errors show).
 *
 * A plugin registered without one is named by a search: Fastify compares it with the exports of every loaded module
 * (`require.cache`), twice per registration. In a server that is a quick loop; under jest, whose `require.cache` is a
 * proxy that lists its whole module registry on every look, the app's 52 unnamed route plugins cost about 0.3 s of
 * each API test file's set-up (docs/testing.md#api-tests-set-up-cost).
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** The plugin itself, named `name` for Fastify. */
// biome-ignore lint/complexity/noBannedTypes: any plugin, async or with a callback, typed or not.
export function named<Plugin extends Function>(name: string, plugin: Plugin): Plugin {
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}
