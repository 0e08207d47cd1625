import { HtmlValidate } from 'html-validate';
import { SAMPLE_CATEGORIES, samplePosts, useAppWithFakeWordPress } from '../support/fake-wordpress';

// The served HTML of the main public pages checked by an HTML validator that runs offline (html-validate, with the
// WHATWG content model and WAI-ARIA's rules): the markup a browser, a crawler or an assistive technology reads.
// docs/pages.md#valid-html says which of its rules are off and why.

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules, not validity: the production build's HTML minifier writes `<!doctype html>` in lower case, drops
    // optional quotes and end tags (`<div id=root>`) and writes void elements without a slash, all valid HTML.
    'doctype-style': 'off',
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    // React's server rendering (the remotes' server modules, docs/architecture.md#one-rendering) writes `dateTime` as
    // React spells it; attribute names are case-insensitive in HTML, so that is style too.
    'attr-case': 'off',
    // React writes a boolean attribute as `selected=""` (the shell's language forms); an empty value is one of HTML's
    // valid spellings of a boolean attribute, so omitting it is style.
    'attribute-boolean-style': 'off',
    // React's useId writes ids such as `_jobs-R_5_`; HTML allows any id without spaces, the strict rule only letters first.
    'valid-id': ['error', { relaxed: true }],
    // Titles are the page table's and the jobs' own; their length is an SEO matter (docs/pages.md#robots), not HTML's.
    'long-title': 'off',
    // The job list's filter form repeats `language` on purpose (each chosen language a hidden field, the select adds
    // one): a GET form may repeat a name, and the api reads them all (docs/pages.md#server-rendered-content).
    'form-dup-name': 'off',
  },
});

/**
 * Every address in `href` and `src` is a URL a strict checker accepts (the Nu validator refuses spaces, quotes and
 * angle brackets in one): the favicon was a data: URL with spaces and quotes on every page.
 */
function badUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&'))
    .filter((url) => /[\s"'<>]/.test(url) || !URL.canParse(url, 'https://www.eulangjobs.test/'));
}

const PAGES = [
  '/',
  '/jobs',
  '/jobs-for-German-speakers',
  '/jobs/softwareentwickler-m-w-d-berlin',
  '/login',
  '/register',
  '/company',
  '/company/pricing',
  '/company/find-candidates-in-Europe',
  '/company/registry',
  '/career-events',
  '/eulangjobs/faq',
  '/about-us',
  '/candidates/work-in-Europe',
  '/blog',
  '/blog/work-in-the-netherlands',
  '/no-such-page',
];

describe('the served HTML of the public pages is valid', () => {
  const { t } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES, {
    PUBLIC_HOST: 'www.eulangjobs.test',
  });

  it.each(PAGES)('%s', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toContain('text/html');
    const report = await validator.validateString(response.body);
    const messages = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} [${m.selector ?? ''}]`),
    );
    expect(messages).toEqual([]);
    expect(badUrls(response.body)).toEqual([]);
  });

  it('links the site icon as a file of its own, served as SVG', async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const icon = /<link rel=icon href=([^\s>]+)>/.exec(home.body)?.[1];
    expect(icon).toBe('/favicon.svg');
    const file = await t.app.inject('/favicon.svg');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });
});
