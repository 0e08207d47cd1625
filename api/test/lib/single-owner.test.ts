import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_DIR } from '../../src/config';
import { claim, OwnedElsewhere, ownerOf } from '../../src/lib/single-owner';

// The killed owner is another process running the built module: build dist/ from the current source (swc, a second).
beforeAll(() => {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: PACKAGE_DIR, stdio: 'ignore' });
});

// docs/operations.md#one-site-per-data-folder
const resource = () => `test resource ${process.pid} ${Math.random()}`;

describe('one owner per resource', () => {
  it('refuses a second claim, naming the owner, and frees the resource on release', async () => {
    const name = resource();
    expect(await ownerOf(name)).toBeNull();
    const held = await claim(name, { url: 'http://localhost:8080', role: 'api', parentPid: 42 });
    const owner = await ownerOf(name);
    expect(owner).toMatchObject({ pid: process.pid, url: 'http://localhost:8080', parentPid: 42, role: 'api' });

    const second = claim(name, { url: null, role: 'api' });
    await expect(second).rejects.toBeInstanceOf(OwnedElsewhere);
    await expect(second).rejects.toThrow(`${name} is in use by process ${process.pid} (started by process 42)`);

    await held.release();
    expect(await ownerOf(name)).toBeNull();
    await (await claim(name, { url: null, role: 'api' })).release();
  });

  it('is free the moment its owner is killed, with nothing to clean up', async () => {
    const name = resource();
    // Another process holds it, then dies by SIGKILL: no handler of its own runs.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(path.join(PACKAGE_DIR, 'dist/lib/single-owner.js'))})
           .claim(${JSON.stringify(name)}, { url: null, role: 'child' })
           .then(() => { console.log('held'); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    expect((await ownerOf(name))?.pid).toBe(child.pid);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(await ownerOf(name)).toBeNull();
    await (await claim(name, { url: null, role: 'api' })).release();
  });
});
