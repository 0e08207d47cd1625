import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { buildJobListPath, jobPath, robotsDisallowedPaths } from 'shared-kit/contracts';
import { BlogUnavailableError } from 'shared-kit/blog';
import { createCachedValue, createVersionedValue } from '../../lib/cache';
import { blogSitemapPaths, sendBlogUnavailable } from '../../services/blog-reader';
import { publicOrigin } from '../../lib/public-url';
import { careerEventPaths, jobFiles, jobsOfFile, listGroups, minisites } from '../../services/sitemap';
import { type SitemapEntry, sitemapIndex, urlSet } from './xml';

type SitemapOptions = {
  /** URLs per jobs-{n}.xml file: 10 000 in production (the protocol allows 50 000); tests use a few. */
  jobsPerFile?: number;
  /** How long the aggregate reads (index, job lists, minisites) are reused, in ms. */
  cacheMs?: number;
};

/** Public pages worth crawling that are not job lists or jobs (docs/product-rules.md#route-list). */
const STATIC_PAGES = [
  '/',
  '/jobs',
  '/about-us',
  '/career-events',
  '/company',
  '/company/pricing',
  '/company/registry',
  '/company/find-candidates-in-Europe',
  '/candidates/work-in-Europe',
  '/applicant/jobs-in-Europe',
  '/eulangjobs/faq',
  '/eulangjobs/contact',
  '/eulangjobs/cookies-policy',
  '/eulangjobs/legal-conditions',
  '/eulangjobs/legal-conditions-and-privacy-policy-for-candidates',
  '/eulangjobs/legal-conditions-for-companies',
];

/**
 * `/robots.txt`, `/sitemap.xml` (a sitemap index) and its children under `/sitemaps/`: every active job, the job
 * lists that have results, the company minisites and the public pages, for search engines.
 */
const sitemapRoutes: FastifyPluginAsync<SitemapOptions> = async (fastify, options) => {
  const perFile = options.jobsPerFile ?? 10_000;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const startedAt = new Date();
  // Read again when the jobs change (the jobs version): a job a company publishes or closes is in or out at once; the
  // TTL covers what no write marks, jobs reaching their date.
  const version = fastify.jobListCache.version;
  const files = createVersionedValue(() => jobFiles(fastify.db, perFile), version, { ttlMs: cacheMs });
  const groups = createVersionedValue(() => listGroups(fastify.db), version, { ttlMs: cacheMs });
  const companies = createVersionedValue(() => minisites(fastify.db), version, { ttlMs: cacheMs });
  // The blog's own file, read from the blog's server; a failed read is not kept (docs/blog.md#when-the-blog-is-down).
  // The index gives the blog file the newest change seen at its last successful read (or the start), without waiting.
  let blogLastmod: Date | string = startedAt;
  const blogPaths = createCachedValue(
    async () => {
      const paths = await blogSitemapPaths(fastify.blog);
      blogLastmod = paths.find((entry) => entry.path === '/blog')?.lastmod ?? blogLastmod;
      return paths;
    },
    { ttlMs: cacheMs },
  );

  const sendXml = (reply: FastifyReply, xml: string) =>
    // Crawlers come back often; an hour is fresh enough for new jobs and keeps the load on the database low.
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  fastify.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // Every private route of the route table and the JSON apis (docs/pages.md#robots).
      ...robotsDisallowedPaths().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicOrigin(fastify.config, request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(fastify.config, request);
    const [jobFileList, groupList, companyList] = await Promise.all([files(), groups(), companies()]);
    const newest = (dates: Date[]) =>
      dates.length > 0 ? new Date(Math.max(...dates.map((d) => new Date(d).getTime()))) : startedAt;
    const items: SitemapEntry[] = [
      { loc: `${origin}/sitemaps/pages.xml`, lastmod: startedAt },
      { loc: `${origin}/sitemaps/job-lists.xml`, lastmod: newest(groupList.map((g) => g.lastmod)) },
      { loc: `${origin}/sitemaps/minisites.xml`, lastmod: newest(companyList.map((c) => c.lastmod)) },
      // Listed without reading the blog: the index never waits for it.
      { loc: `${origin}/sitemaps/blog.xml`, lastmod: blogLastmod },
      ...jobFileList.map(({ file, lastmod }) => ({ loc: `${origin}/sitemaps/jobs-${file}.xml`, lastmod })),
    ];
    return sendXml(reply, sitemapIndex(items));
  });

  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(fastify.config, request);
    const { file } = request.params;
    const jobs = /^jobs-([1-9]\d{0,6})\.xml$/.exec(file);
    if (jobs) {
      const rows = await jobsOfFile(fastify.db, Number(jobs[1]), perFile);
      if (rows.length === 0) return reply.callNotFound();
      return sendXml(reply, urlSet(rows.map((row) => ({ loc: `${origin}${jobPath(row.url)}`, lastmod: row.lastmod }))));
    }
    if (file === 'job-lists.xml') return sendXml(reply, urlSet(await jobListEntries(origin)));
    if (file === 'minisites.xml') {
      const rows = await companies();
      return sendXml(
        reply,
        urlSet(
          rows.map((row) => ({ loc: `${origin}${buildJobListPath({ minisite: row.slug })}`, lastmod: row.lastmod })),
        ),
      );
    }
    if (file === 'blog.xml') {
      let paths: Awaited<ReturnType<typeof blogPaths>>;
      try {
        paths = await blogPaths();
      } catch (error) {
        if (!(error instanceof BlogUnavailableError)) throw error;
        request.log.warn({ err: error }, 'blog not reachable for the sitemap');
        // Crawlers come back for a 503; the other files of the sitemap are unaffected.
        return sendBlogUnavailable(request, reply, 'text');
      }
      return sendXml(reply, urlSet(paths.map(({ path, lastmod }) => ({ loc: `${origin}${path}`, lastmod }))));
    }
    if (file === 'pages.xml') {
      const events = await careerEventPaths(fastify.db);
      const paths = [...new Set([...STATIC_PAGES, ...events.map((event) => event.path)])];
      return sendXml(reply, urlSet(paths.map((path) => ({ loc: `${origin}${path}` }))));
    }
    return reply.callNotFound();
  });

  async function jobListEntries(origin: string): Promise<SitemapEntry[]> {
    const [reference, groupList] = await Promise.all([fastify.reference(), groups()]);
    const languageSlug = new Map(reference.languages.map((l) => [l.id, l.slug]));
    // countryList leaves out the pseudo-country 249, which has no list page.
    const countrySlug = new Map(reference.countryList.map((c) => [c.id, c.slug]));
    const entries: SitemapEntry[] = [];
    for (const group of groupList) {
      const language = group.languageId === null ? null : languageSlug.get(group.languageId);
      const location = group.countryId === null ? null : countrySlug.get(group.countryId);
      if ((group.languageId !== null && !language) || (group.countryId !== null && !location)) continue;
      const path = buildJobListPath({ languages: language ? [language] : [], location, remote: group.remote });
      entries.push({ loc: `${origin}${path}`, lastmod: group.lastmod });
    }
    return entries.sort((a, b) => a.loc.localeCompare(b.loc));
  }
};

export default sitemapRoutes;
