// The child's side of process-pool.ts: loads what it needs, says it is ready, then answers one job at a time with the
// CPU time the job took. It ends with the api: a closed channel (the api stopped, however) ends it too.

/**
 * Serves the pool's jobs in this process. `warmUp` loads the libraries before the child says it is ready, so the
 * first job pays no loading; `handle` does one job (its error message goes back to the api, its stack does not).
 */
export function serveJobs<Input, Output>(
  handle: (input: Input) => Promise<Output>,
  warmUp: () => Promise<unknown> = async () => undefined,
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveJobs runs in a child process started by process-pool.ts');
  process.on('disconnect', () => process.exit(0));
  process.on('message', async ({ id, input }: { id: number; input: Input }) => {
    const started = process.cpuUsage();
    try {
      const output = await handle(input);
      const used = process.cpuUsage(started);
      send({ id, ok: true, output, cpuMs: (used.user + used.system) / 1000 });
    } catch (error) {
      send({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  warmUp().then(
    () => send({ ready: true }),
    (error: unknown) => {
      console.error('worker process could not start', error);
      process.exit(1);
    },
  );
}
