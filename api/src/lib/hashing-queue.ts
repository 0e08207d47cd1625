import { TryLater } from './http-errors';

/**
 * The queue in front of password hashing (docs/security.md#password-hashing-under-load). Hashing is the one
 * expensive step anyone may start without an account (register, login, reset), and only `running` hashes run at
 * once (docs/auth.md#stored-passwords). Unbounded, a burst from one address kept everyone's sign-in waiting behind
 * it, so the queue is bounded three ways:
 * - at most `waiting` turns wait, beyond which a caller is told the server is busy (503 with Retry-After);
 * - one caller (a client address) holds at most `perCaller` places, running or waiting: a burst from one address is
 *   refused beyond them and everyone else still finds room, and waits behind a few hashes at most;
 * - a turn whose client has gone (the request aborted) leaves the queue and is never hashed.
 */
export type HashingQueueLimits = { running: number; waiting: number; perCaller: number };

/** Who is asking, for the per-caller bound, and the signal that says the client has gone. */
export type HashTurn = { caller?: string; signal?: AbortSignal };

/** How long a busy answer asks the client to wait: a few hashes' time, rounded up to what a person notices. */
const BUSY_RETRY_SECONDS = 2;

/** The client went away while its turn waited: nothing is hashed and there is nobody to answer. */
export class ClientGone extends Error {
  constructor() {
    super('client gone before its turn to hash');
    this.name = 'ClientGone';
  }
}

const busy = () => new TryLater(503, 'api.busy.hashing', BUSY_RETRY_SECONDS);

export type HashingQueue = {
  /** Runs `work` in its turn; throws TryLater (503) when there is no room, ClientGone when the client leaves first. */
  run<T>(work: () => Promise<T>, turn?: HashTurn): Promise<T>;
  /** What the queue holds now (for tests and logs). */
  size(): { running: number; waiting: number };
};

export function createHashingQueue(limits: HashingQueueLimits): HashingQueue {
  let running = 0;
  const waiting: Array<{ start: () => void }> = [];
  const places = new Map<string, number>();

  const take = (caller: string | undefined) => {
    if (caller !== undefined) places.set(caller, (places.get(caller) ?? 0) + 1);
  };
  const leave = (caller: string | undefined) => {
    if (caller === undefined) return;
    const left = (places.get(caller) ?? 1) - 1;
    if (left > 0) places.set(caller, left);
    else places.delete(caller);
  };

  /** Resolves when a hash may start; rejects with ClientGone if the signal fires first. */
  function turnToRun(signal: AbortSignal | undefined): Promise<void> {
    if (running < limits.running) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        reject(new ClientGone());
      };
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      waiting.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** A finished hash hands its place straight to the next one waiting, so none can slip in between. */
  function finished() {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  }

  return {
    async run(work, { caller, signal } = {}) {
      if (signal?.aborted) throw new ClientGone();
      if (caller !== undefined && (places.get(caller) ?? 0) >= limits.perCaller) throw busy();
      if (running >= limits.running && waiting.length >= limits.waiting) throw busy();
      take(caller);
      try {
        await turnToRun(signal);
        try {
          return await work();
        } finally {
          finished();
        }
      } finally {
        leave(caller);
      }
    },
    size: () => ({ running, waiting: waiting.length }),
  };
}
