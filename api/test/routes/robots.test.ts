import robotsParser from 'robots-parser';
import { PAGES, PRIVATE, ROUTES } from 'shared-kit/contracts';
import { useTestApp } from '../helper';

// robots.txt read by a crawler's parser (robots-parser follows Google's rules: longest match, Allow wins a tie):
// every private route of the route table is disallowed, every public page allowed (docs/pages.md#robots).

const ORIGIN = 'https://www.eulangjobs.test';
const BOT = 'Googlebot';

/** Addresses a route's pattern stands for: each parameter filled in, optional ones left out and given. */
function samplePaths(pattern: string): string[] {
  const filled = (withOptional: boolean) =>
    pattern
      .replace(/\/\*$/, '/events/12')
      .split('/')
      .filter((part) => withOptional || !part.endsWith('?'))
      .map((part) => (part.startsWith(':') ? 'x1' : part))
      .join('/') || '/';
  return [...new Set([filled(false), filled(true)])];
}

const privateRoutes = ROUTES.filter((route) => route.access !== 'public' || PAGES[route.id]?.robots === PRIVATE);
const publicRoutes = ROUTES.filter((route) => !privateRoutes.includes(route) && !route.jobList);

describe('robots.txt', () => {
  const t = useTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });
  let robots: ReturnType<typeof robotsParser>;

  beforeAll(async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    robots = robotsParser(`${ORIGIN}/robots.txt`, response.body);
  });

  it('keeps crawlers out of every private route of the route table (the admin area, company-only pages, accounts)', () => {
    expect(privateRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['admin', 'company-events', 'company-minisite', 'account-dashboard', 'login']),
    );
    const crawlable = privateRoutes
      .flatMap((route) => samplePaths(route.path))
      .filter((path) => !robots.isDisallowed(`${ORIGIN}${path}`, BOT));
    expect(crawlable).toEqual([]);
  });

  it('lets crawlers read every public page: the routes of the table, job lists and jobs, and the sitemap’s pages', async () => {
    const sitemap = await t.app.inject('/sitemaps/pages.xml');
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    expect(listed.length).toBeGreaterThan(10);
    const paths = [
      ...publicRoutes.flatMap((route) => samplePaths(route.path)),
      ...listed,
      '/jobs',
      '/jobs/2',
      '/jobs-for-German-speakers',
      '/jobs-in-Berlin-for-German+French-speakers/3',
      '/remote-jobs-in-Spain',
      '/jobs-at-acme',
      '/jobs-with-java',
      '/jobs/customer-service-agent-with-german-123',
      '/blog',
      '/blog/posts/2',
      '/blog/rss.xml',
      '/blog-api/wp-content/uploads/a.png',
      '/files/1/logo.png',
      '/share/site/en/0123.png',
    ];
    const blocked = paths.filter((path) => !robots.isAllowed(`${ORIGIN}${path}`, BOT));
    expect(blocked).toEqual([]);
  });

  it('keeps the JSON api and the blog’s JSON out, and names the sitemap', () => {
    expect(robots.isDisallowed(`${ORIGIN}/api/jobs`, BOT)).toBe(true);
    expect(robots.isDisallowed(`${ORIGIN}/blog-api/wp-json/wp/v2/posts`, BOT)).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});
