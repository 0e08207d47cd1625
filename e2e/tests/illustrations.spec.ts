// Illustrations (issue 29; docs/design-system.md#illustration): the empty states, the home page's hero, an event's
// landing and a minisite's cover show small drawings of our own. Each is decoration (hidden from screen readers), a
// CSS background naming an SVG file of the build (no JavaScript carries it), fetched only where it is shown: a
// phone, which hides the landings' drawings, does not download them.
import { expect, type Page, test } from '../support/test';

/** The SVG files the page asked for, by name (home, event, cover, empty, search). */
function svgRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/img\/([a-z]+)\.[0-9a-f]{8}\.svg$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

/** The URL of an element's (or pseudo-element's) background picture, or null. */
const backgroundOf = (page: Page, selector: string, pseudo: string | null = null) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, pseudoElement) => {
      const image = getComputedStyle(element, pseudoElement).backgroundImage;
      return /url\("?([^")]+)"?\)/.exec(image)?.[1] ?? null;
    }, pseudo);

test('an empty search shows a magnifier drawing: a small SVG file, cached for a year, hidden from screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs?keywords=zzqqxxnothing', { waitUntil: 'networkidle' });
  const empty = page.locator('.sk-empty');
  await expect(empty.getByRole('heading', { level: 2 })).toBeVisible();
  const url = await backgroundOf(page, '.sk-empty', '::before');
  expect(url).toMatch(/\/img\/search\.[0-9a-f]{8}\.svg$/);
  const box = await empty.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    return { width: Number.parseFloat(style.width), height: Number.parseFloat(style.height), content: style.content };
  });
  // Drawn, small, and with no text of its own for a screen reader to read.
  expect(box.width).toBeGreaterThan(40);
  expect(box.width).toBeLessThanOrEqual(120);
  expect(box.content).toBe('""');
  const file = await page.request.get(url as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/svg+xml');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).length).toBeLessThan(2048);
});

test('the home hero, an event landing and a minisite cover show their drawing on a desktop', async ({ page }) => {
  const asked = svgRequests(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, selector, name] of [
    ['/', '.page-hero .sk-illustration', 'home'],
    ['/german/speed-hiring-week', '.blocks-hero .sk-illustration', 'event'],
    ['/jobs-at-nordlicht-software-gmbh', '.jobs-minisite-cover .sk-illustration', 'cover'],
  ] as const) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const drawing = page.locator(selector);
    await expect(drawing).toBeVisible();
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(await backgroundOf(page, selector)).toMatch(new RegExp(`/img/${name}\\.[0-9a-f]{8}\\.svg$`));
    const size = await drawing.boundingBox();
    expect(size?.width).toBeGreaterThan(100);
  }
  expect(asked).toEqual(expect.arrayContaining(['home', 'event', 'cover']));
});

test('a phone keeps the landings for their text: the drawings are hidden and not downloaded', async ({ page }) => {
  const asked = svgRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, selector] of [
    ['/', '.page-hero .sk-illustration'],
    ['/german/speed-hiring-week', '.blocks-hero .sk-illustration'],
    ['/jobs-at-nordlicht-software-gmbh', '.jobs-minisite-cover .sk-illustration'],
  ] as const) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator(selector)).toBeHidden();
  }
  expect(asked.filter((name) => ['home', 'event', 'cover'].includes(name))).toEqual([]);
});
