import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteRenderers } from '../../src/lib/remote-render';

// docs/architecture.md#one-rendering: a remote's deploy reaches the server's pages within the minute the module is
// kept, without an api deploy; a module that cannot be read again leaves the last one rendering.
const job = { id: 1 } as never;
const moduleText = (mark: string) =>
  `exports.version = 1; exports.prepare = async () => {};
   exports.renderJobPage = () => '<p>${mark}</p>'; exports.renderJobCards = () => '';
   exports.translate = (input) => input.id;`;
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('the remote server modules kept by the api', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-remote-render-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('picks up a new deploy of the module after a minute, and keeps the last one when it cannot be read', async () => {
    const file = path.join(dir, 'render.js');
    writeFileSync(file, moduleText('first'));
    let now = 0;
    const remotes = createRemoteRenderers(
      {
        remoteServerModules: {
          mfe_jobs: pathToFileURL(file).href,
          mfe_events: pathToFileURL(file).href,
          mfe_company: pathToFileURL(file).href,
          mfe_candidate: pathToFileURL(file).href,
        },
      },
      silent,
      {
        now: () => now,
      },
    );
    const page = () => remotes.jobPage({ job, h1: '', path: '/jobs/x', locale: 'en' });
    expect(await page()).toBe('<p>first</p>');

    writeFileSync(file, moduleText('second'));
    now = 30_000;
    expect(await page()).toBe('<p>first</p>');
    now = 61_000;
    // The first page after the minute is not kept waiting: it gets the module it had while the new one is read.
    expect(await page()).toBe('<p>first</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await page()).toBe('<p>second</p>');

    rmSync(file);
    now = 130_000;
    await page();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await page()).toBe('<p>second</p>');
  });
});
