import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The signed-in candidate of a public request, or null. Public pages must not fail on a stale or foreign token,
 * so a missing, dead or non-candidate token simply means "guest" (extra stays null), never a 401.
 */
export async function optionalCandidate(fastify: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    await fastify.requireUser('candidate')(request, undefined as never);
  } catch {
    request.user = null;
    return null;
  }
  return request.user?.id ?? null;
}
