import type { FastifyInstance } from 'fastify';
import { TryLater } from '../lib/http-errors';
import { addressOf } from '../lib/client-address';
import { countCallUse } from '../services/call-quota-uses';

/**
 * The calls that cost real work, and how often one caller may make each (docs/security.md#call-quotas). Generous
 * for a person (nobody uploads 30 CVs in an hour), tight enough that a script cannot keep the CPU, the disk or
 * the database busy with PDF parsing, image resizing or ZIP building.
 */
export const CALL_QUOTAS = {
  /** POST /api/candidates/mycv/fromVue: the file stored and, with ?extract=1, its text read. */
  'cv-upload': { max: 30, windowSeconds: 60 * 60 },
  /** POST /api/candidates/avatar: the image decoded and resized twice. */
  'photo-upload': { max: 30, windowSeconds: 60 * 60 },
  /** PATCH /api/candidates/mycv/{id}/review: each sends a request to the review service. */
  'cv-review': { max: 10, windowSeconds: 24 * 60 * 60 },
  /** GET /api/candidates/export: every file of the account read and zipped. */
  'data-export': { max: 10, windowSeconds: 60 * 60 },
  /** POST /api/candidates/applications: cheap, but each writes; nobody applies to 60 jobs in an hour. */
  apply: { max: 60, windowSeconds: 60 * 60 },
  /**
   * GET /api/companies/cvsearch and /candidates/{id}: a recruiter reads a few hundred profiles an hour at most; a
   * script walking the whole candidate pool, even locked, is stopped (docs/company-area.md#cv-search).
   */
  'cv-search': { max: 600, windowSeconds: 60 * 60 },
  /**
   * GET /blog-api/*: each use is a request to the blog's server (docs/blog.md#the-proxy). A reader's page takes a few
   * calls and its images; a script flooding the proxy to load the blog is stopped within the minute.
   */
  'blog-proxy': { max: 300, windowSeconds: 60 },
  /**
   * POST /api/auth/register, counted per client address before the password is hashed (docs/security.md#password-hashing-under-load):
   * a script cannot fill the hashing queue or the users table. Generous, since a career event's guests may all
   * register over the venue's one address within the hour; REGISTER_QUOTA_PER_HOUR changes it.
   */
  register: { max: 60, windowSeconds: 60 * 60 },
  /**
   * POST /api/auth/password/email and /password/reset (one count for both), per client address: the mails a script
   * could have sent to any list of addresses, and the new passwords it could have had hashed.
   */
  'password-reset': { max: 30, windowSeconds: 60 * 60 },
} as const;
type CallQuota = keyof typeof CALL_QUOTAS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's uses against one of CALL_QUOTAS (plugins/call-quota.ts). */
    quota?: CallQuota;
  }
}

/**
 * Routes name their quota in `config: {quota}`; this counts each use before the handler runs (after the auth guard
 * of the protected prefixes, before an upload is read) and answers 429 with Retry-After once the caller has used
 * the window up. A route cannot forget the count once it names the quota, and new expensive routes only add a line
 * to CALL_QUOTAS.
 */
export function registerCallQuotas(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config.quota;
    if (!name) return;
    const { windowSeconds } = CALL_QUOTAS[name];
    // The one quota an operator sets (config/index.ts): a career event's venue may register more guests an hour.
    const max = (name === 'register' && fastify.config.registerQuotaPerHour) || CALL_QUOTAS[name].max;
    const caller = request.user ? `user:${request.user.id}` : `address:${addressOf(request.ip)}`;
    const counted = await countCallUse(fastify.db, `${name}:${caller}`, windowSeconds);
    if (!counted || counted.uses <= max) return;
    throw new TryLater(429, 'api.quota.exceeded', (counted.windowEnd.getTime() - Date.now()) / 1000);
  });
}
