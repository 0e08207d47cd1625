import { createHash } from 'node:crypto';
import net from 'node:net';

/**
 * One owner for a resource (the embedded database's data folder, a checkout's running site), proved by a lock that
 * dies with its process (docs/operations.md#one-site-per-data-folder): a Linux abstract-namespace socket, named after
 * the resource. Binding it is atomic (a second bind fails with EADDRINUSE), it leaves no file behind, and the kernel
 * frees it the moment its process ends, however it ends (`kill -9` included), so a lock is never stale. Whoever holds
 * it answers each connection with who they are, so a second start can say which process and which URL it met.
 */

export type OwnerInfo = {
  pid: number;
  /** What the owner serves, for the message a second start prints. */
  url: string | null;
  /** The process that started the owner (`npm start`), when there is one. */
  parentPid: number | null;
  since: string;
  role: string;
};

export class OwnedElsewhere extends Error {
  constructor(
    readonly resource: string,
    readonly owner: OwnerInfo | null,
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.parentPid ? ` (started by process ${owner.parentPid})` : ''}${owner.url ? `, serving ${owner.url}` : ''}, since ${owner.since}`
      : 'another process';
    super(`${resource} is in use by ${who}`);
  }
}

const MAX_GREETING = 4096;

/** The socket's name: a hash, since an abstract name is at most 107 bytes and a path can be longer. */
function address(resource: string): string {
  return `\0eulangjobs-${createHash('sha256').update(resource).digest('hex').slice(0, 40)}`;
}

/** Who holds `resource`, or null when nobody does. */
export function ownerOf(resource: string, timeoutMs = 2000): Promise<OwnerInfo | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address(resource));
    let text = '';
    let held = false;
    const done = (owner: OwnerInfo | null) => {
      socket.destroy();
      resolve(owner);
    };
    socket.setTimeout(timeoutMs, () => done(held ? unknownOwner() : null));
    socket.on('connect', () => {
      held = true;
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.length > MAX_GREETING) done(unknownOwner());
    });
    socket.on('end', () => done(parseGreeting(text)));
    // ECONNREFUSED or ENOENT: nobody binds the name.
    socket.on('error', () => done(held ? unknownOwner() : null));
  });
}

function unknownOwner(): OwnerInfo {
  return { pid: 0, url: null, parentPid: null, since: 'an unknown time', role: 'unknown' };
}

function parseGreeting(text: string): OwnerInfo {
  try {
    const value = JSON.parse(text) as Partial<OwnerInfo>;
    if (typeof value.pid === 'number' && typeof value.since === 'string') {
      return {
        pid: value.pid,
        url: typeof value.url === 'string' ? value.url : null,
        parentPid: typeof value.parentPid === 'number' ? value.parentPid : null,
        since: value.since,
        role: typeof value.role === 'string' ? value.role : 'unknown',
      };
    }
  } catch {
    // An owner of another version: known to exist, not who.
  }
  return unknownOwner();
}

export type Ownership = { release: () => Promise<void> };

/**
 * Takes `resource` for this process until `release` or the process's end. Throws OwnedElsewhere, naming the owner,
 * when another live process holds it.
 */
export async function claim(
  resource: string,
  info: { url: string | null; role: string; parentPid?: number | null },
): Promise<Ownership> {
  const greeting = JSON.stringify({
    pid: process.pid,
    url: info.url,
    parentPid: info.parentPid ?? null,
    since: new Date().toISOString(),
    role: info.role,
  } satisfies OwnerInfo);
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end(greeting);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address(resource), () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new OwnedElsewhere(resource, await ownerOf(resource));
  }
  // The lock must not keep a process alive that has nothing else left to do.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The resource name of an embedded database's data folder (absolute path). */
export function dataFolderResource(dataDir: string): string {
  return `data folder ${dataDir}`;
}

/**
 * The resource name of a checkout's running site, held by `npm start` for its whole life (scripts/start.mjs loads
 * this module from the build, which knip cannot follow).
 * @public
 */
export function checkoutResource(root: string): string {
  return `site of checkout ${root}`;
}
