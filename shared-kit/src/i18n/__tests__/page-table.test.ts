import { ROUTES } from '../../contracts/route-table';
import kit from '../../locales/en.json';
import pages from '../../locales/pages/en.json';
import { NOINDEX, PRIVATE, type PageTranslate, SITE_NAME } from '../../contracts/page-head';
import { PAGES, pageMeta as metaIn } from '../../contracts/pages';

// The English catalogue itself, so a page whose message is missing shows its id and fails.
const english: Record<string, string> = { ...kit, ...pages };
const t: PageTranslate = (id) => english[id] ?? id;
const pageMeta = (path: string) => metaIn(path, t);

describe('page table', () => {
  it('has a head for every route of the route table, its title and description in the catalogue', () => {
    for (const route of ROUTES) {
      expect(PAGES[route.id]).toBeDefined();
      const entry = PAGES[route.id];
      expect(t(`kit.page.${entry?.key}.title`)).not.toMatch(/^kit\.page/);
      if (entry?.described) expect(t(`kit.page.${entry.key}.description`)).not.toMatch(/^kit\.page/);
    }
  });

  it('says the head in the language it is given', () => {
    const polish: PageTranslate = (id) => (id === 'kit.page.login.title' ? 'Zaloguj się' : id);
    expect(metaIn('/login', polish).title).toBe(`Zaloguj się | ${SITE_NAME}`);
  });

  it('gives a path outside every route the not-found head, status 404 and noindex', () => {
    for (const path of ['/nope', '/jobsx', '/account', '/company/x/y/z/w/v/u']) {
      expect(pageMeta(path)).toMatchObject({
        routeId: 'not-found',
        status: 404,
        robots: NOINDEX,
        title: `Page not found | ${SITE_NAME}`,
      });
    }
  });

  it('marks job lists and job pages as data-driven, account areas as private', () => {
    expect(pageMeta('/jobs')).toMatchObject({ routeId: 'jobs', dynamic: true, status: 200 });
    expect(pageMeta('/jobs-at-acme/2')).toMatchObject({ routeId: 'jobs-at-minisite', dynamic: true });
    expect(pageMeta('/jobs/some-job-12')).toMatchObject({ routeId: 'job', dynamic: true });
    expect(pageMeta('/candidates/jobs-at-ttec/web')).toMatchObject({ routeId: 'landing-ttec', dynamic: true });
    expect(pageMeta('/goplaces/app-support')).toMatchObject({ dynamic: true, chrome: false });
    expect(pageMeta('/about-us')).toMatchObject({
      dynamic: false,
      robots: 'index, follow',
      title: `About us | ${SITE_NAME}`,
    });
    expect(pageMeta('/account/my-cvs').robots).toBe(PRIVATE);
    expect(pageMeta('/login?x=1#y').routeId).toBe('login');
  });

  it("gives the remotes' static pages their titles (the shell writes them; the remotes set none)", () => {
    expect(pageMeta('/candidates/data-deletion').title).toBe(`Delete your data | ${SITE_NAME}`);
    expect(pageMeta('/company/pricing').title).toBe(`Pricing for companies | ${SITE_NAME}`);
  });
});
