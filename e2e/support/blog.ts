// Stopping and restarting the blog service of the browser tests' stack, to check that the site copes without it
// (docs/blog.md#when-the-blog-is-down), and the admin calls the blog tests use to clean up.
import type { ChildProcess } from 'node:child_process';
import { BLOG_PORT, E2E_BASE_PORT, E2E_PG_PORT } from './ports';
import { readStackState, writeStackState } from './stack-state';

/** Stops the blog service and waits until its port is closed. */
export async function stopBlog(): Promise<void> {
  process.kill(readStackState().blog, 'SIGTERM');
  for (let i = 0; i < 150; i++) {
    if (!(await fetch(`http://localhost:${BLOG_PORT}/healthz`).catch(() => null))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the blog service still answers on ${BLOG_PORT}`);
}

/** Starts the blog service again and records its process for the stack's teardown. */
export async function restartBlog(): Promise<ChildProcess> {
  const { startBlog } = await import('../../scripts/stack.mjs');
  const started: ChildProcess = startBlog({ basePort: E2E_BASE_PORT, pgPort: E2E_PG_PORT, quiet: true });
  if (started.pid) writeStackState({ ...readStackState(), blog: started.pid });
  return started;
}
