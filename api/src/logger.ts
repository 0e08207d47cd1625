import type { FastifyServerOptions } from 'fastify';

/** Secrets never reach the logs: headers with credentials, cookies, and password/token fields wherever they are. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.password_hash',
  'body.password',
  'body.token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}
