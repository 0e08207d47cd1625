import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** `https://` + the configured public host, or the host the request came to. Used for canonical links. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  const host = config.publicHost ?? request.host ?? 'localhost';
  return `https://${host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
}
