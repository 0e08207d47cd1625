import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as
    | { stop: () => Promise<void>; dataDir: string }
    | undefined;
  if (!state) return;
  await state.stop();
  await rm(state.dataDir, { recursive: true, force: true });
}
