// Reading the environment's values (docs/operations.md): each reader checks its value and says which variable is
// wrong, so the api stops at start with a message instead of running on a bad setting.

export type Env = Record<string, string | undefined>;

export function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be an integer port number, got "${raw}"`);
  }
  return value;
}

export function bounded(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function text(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

export function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

/** A setting the api cannot start with: server.ts prints its message alone, as the reason it did not start. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}
