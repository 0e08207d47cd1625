import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isLocale, type Locale } from 'shared-kit/contracts';
import { translator } from '../../i18n/catalogues';
import { hydrateJobs } from '../../services/jobs/hydrate';
import {
  companyShareImagePng,
  jobShareImagePng,
  ShareImageBusy,
  type ShareImageAnswer,
  shareCompany,
  siteShareImagePng,
} from '../../services/share-images';

const HASH_FILE = /^([0-9a-f]{32})\.png$/;
const JOB_ID = /^[1-9]\d{0,9}$/;
/** How long a client waits before asking again when every drawing slot is taken. */
const BUSY_RETRY_SECONDS = 5;

/**
 * `/share/jobs/{id}/{locale}/{hash}.png`, `/share/companies/{id}/{locale}/{hash}.png` (a minisite) and
 * `/share/site/{locale}/{hash}.png`: the pictures of link previews
 * (og:image, docs/pages.md#share-images). An address names one picture for ever: cached a year by anyone, embedded by
 * any site. An old address of a job whose card changed is sent to the current one.
 */
const shareImageRoutes: FastifyPluginAsync = async (fastify) => {
  const send = async (reply: FastifyReply, answer: () => Promise<ShareImageAnswer | null>) => {
    let result: ShareImageAnswer | null;
    try {
      result = await answer();
    } catch (error) {
      if (!(error instanceof ShareImageBusy)) throw error;
      return reply
        .code(503)
        .header('retry-after', String(BUSY_RETRY_SECONDS))
        .header('cache-control', 'no-store')
        .send();
    }
    if (!result) return reply.callNotFound();
    // No visitor's cookie on a picture every cache keeps.
    reply.removeHeader('set-cookie');
    if ('moved' in result) return reply.header('cache-control', 'public, max-age=300').redirect(result.moved, 302);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(result.png);
  };

  /** `/share/{kind}/{id}/{locale}/{hash}.png`: a picture of one job or company; not found on a malformed address. */
  const byId = (kind: string, answer: (id: number, locale: Locale, hash: string) => Promise<ShareImageAnswer | null>) =>
    fastify.get<{ Params: { id: string; locale: string; file: string } }>(
      `/share/${kind}/:id/:locale/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { id, locale, file } = request.params;
        const hash = HASH_FILE.exec(file)?.[1];
        if (!hash || !JOB_ID.test(id) || !isLocale(locale)) return reply.callNotFound();
        return send(reply, () => answer(Number(id), locale, hash));
      },
    );

  byId('jobs', async (id, locale, hash) => {
    const [job] = await hydrateJobs(fastify.db, [id], { locale });
    return job ? jobShareImagePng(fastify.db, fastify.files, job, locale, hash) : null;
  });
  byId('companies', async (id, locale, hash) => {
    const company = await shareCompany(fastify.db, id);
    return company ? companyShareImagePng(fastify.db, fastify.files, company, locale, translator(locale), hash) : null;
  });

  fastify.get<{ Params: { locale: string; file: string } }>(
    '/share/site/:locale/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale, file } = request.params;
      const hash = HASH_FILE.exec(file)?.[1];
      if (!hash || !isLocale(locale)) return reply.callNotFound();
      return send(reply, () => siteShareImagePng(fastify.db, locale, translator(locale), hash));
    },
  );
};

export default shareImageRoutes;
