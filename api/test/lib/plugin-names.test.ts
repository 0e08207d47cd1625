import { buildTestApp } from '../helper';

// Every plugin the app registers has a name of its own (api/src/lib/plugin-names.ts): Fastify otherwise names it by
// searching the exports of every loaded module, which under jest cost a fifth of each test file's set-up
// (docs/testing.md#api-tests-set-up-cost).
test('the app registers no plugin that Fastify has to name by searching the loaded modules', async () => {
  // The module Fastify's registrations call through, in this file's registry.
  const pluginUtils = require('fastify/lib/plugin-utils.js') as {
    getPluginName: (fn: () => unknown) => string | null;
    getDisplayName: (fn: () => unknown) => string | undefined;
  };
  const searched: string[] = [];
  const getPluginName = pluginUtils.getPluginName;
  const spy = jest.spyOn(pluginUtils, 'getPluginName').mockImplementation((fn) => {
    if (!pluginUtils.getDisplayName(fn)) searched.push(fn.toString().split('\n', 1)[0] ?? '');
    return getPluginName(fn);
  });
  const t = await buildTestApp();
  spy.mockRestore();
  await t.close();
  // @fastify/swagger-ui registers one unnamed plugin of its own (its routes); ours are all named.
  expect(searched).toEqual(['function fastifySwagger (fastify, opts, done) {']);
});
