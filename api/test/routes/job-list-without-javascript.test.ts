import { buildTestApp, type TestApp } from '../helper';
import { attr, byClass, byTag, type Element, findAll, one, parseHtml, rootMarkup, text } from '../support/markup';

// docs/pages.md#server-rendered-content: the job list's first HTML (mfe-jobs' JobListView, written by its server
// module) works without JavaScript. Here a visitor without it uses the page as a browser would: it submits the
// filter form with the chip pressed, or the keyword form filled in, follows the api's redirect and reads the list.
const page = (t: TestApp, url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

/** What a browser sends for a GET form: its named fields (a select's chosen option), then the pressed button. */
function submission(form: Element, pressed?: Element, fill: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const field of findAll(form, (e) => e.name === 'input' || e.name === 'select')) {
    const name = attr(field, 'name');
    if (!name) continue;
    if (field.name === 'select') {
      const options = byTag(field, 'option');
      const chosen = options.find((o) => attr(o, 'selected') !== undefined) ?? options[0];
      params.append(name, attr(chosen, 'value') ?? '');
    } else {
      params.append(name, fill[name] ?? attr(field, 'value') ?? '');
    }
  }
  if (pressed && attr(pressed, 'name')) params.append(attr(pressed, 'name') as string, attr(pressed, 'value') ?? '');
  return `${attr(form, 'action')}?${params}`;
}

async function follow(t: TestApp, url: string) {
  const sent = await page(t, url);
  expect(sent.statusCode).toBe(303);
  const location = sent.headers.location as string;
  const landed = await page(t, location);
  expect(landed.statusCode).toBe(200);
  return { location, root: parseHtml(rootMarkup(landed.body)) };
}

describe('a job list without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a chip of the filter form, pressed, narrows the list and shows the filter applied', async () => {
    const root = parseHtml(rootMarkup((await page(t, '/jobs-for-German-speakers')).body));
    // The inline form, not the phone's copy in <noscript>.
    const form = one(
      byClass(root, 'jobs-filter-bar').filter((e) => !byClass(root, 'jobs-filter-bar--nojs').includes(e)),
    );
    const hybrid = one(findAll(form, (e) => e.name === 'button' && attr(e, 'value') === 'remote:hybrid'));
    expect(attr(hybrid, 'aria-pressed')).toBe('false');
    const { location, root: after } = await follow(t, submission(form, hybrid));
    expect(location).toBe('/hybrid-jobs-for-German-speakers');
    const applied = one(byClass(after, 'jobs-applied'));
    expect(text(applied)).toContain('German');
    expect(text(applied)).toContain('Hybrid');
    const pressed = one(findAll(after, (e) => e.name === 'button' && attr(e, 'value') === 'remote:hybrid').slice(0, 1));
    expect(attr(pressed, 'aria-pressed')).toBe('true');
  });

  it("the keyword form keeps the list's filters and searches within them", async () => {
    const root = parseHtml(rootMarkup((await page(t, '/jobs-for-German-speakers')).body));
    const form = one(byClass(root, 'jobs-search-form'));
    const { location, root: after } = await follow(t, submission(form, undefined, { keywords: 'Softwareentwickler' }));
    expect(location).toBe('/jobs-for-German-speakers?keywords=Softwareentwickler');
    expect(text(one(byClass(after, 'jobs-items')))).toContain('Softwareentwickler');
    // Each applied filter's remove control is a link to the same search without it.
    const remove = findAll(after, (e) => e.name === 'a' && attr(e, 'aria-label') === 'Remove German');
    expect(attr(one(remove), 'href')).toBe('/jobs?keywords=Softwareentwickler');
  });
});
