// The built pages a new visitor meets in their own language (docs/pages.md#pages-in-every-interface-language): the
// "Work in Europe" landing and the German Speed Hiring Week, opened in each interface language but English, show no
// English sentence, neither of the page as written nor of our catalogues, once the app has drawn them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/**
 * English texts of the catalogues these pages say their words from (the events remote's, shared-kit's, the api's
 * page words): whole messages of two words or more, and runs of three words or more between placeholders, leaving
 * out what is the same in every language on purpose.
 */
function catalogueEnglish(): string[] {
  const texts: string[] = [];
  for (const [dir, prefix] of [
    ['mfe-events/src/locales', 'events.'],
    ['shared-kit/src/locales', 'kit.'],
    ['api/src/locales', 'api.pages.view.'],
  ] as const) {
    const english = read(`${dir}/en.json`);
    const same = existsSync(path.join(ROOT, dir, 'same-as-english.json')) ? read(`${dir}/same-as-english.json`) : {};
    for (const [id, text] of Object.entries(english)) {
      if (!id.startsWith(prefix) || id in same) continue;
      if (!/[{<]/.test(text)) {
        if (text.trim().split(/\s+/).length >= 2) texts.push(text.trim());
        continue;
      }
      for (const part of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]*>/)) {
        const words = part.replace(/^[\s,.:;–-]+|[\s,.:;–-]+$/g, '');
        if (words.split(/\s+/).length >= 3) texts.push(words);
      }
    }
  }
  return texts;
}

type PublicPage = {
  lang: string;
  title: string;
  description: string;
  blocks: { type: string; props: Record<string, unknown> }[];
};

async function pageIn(request: APIRequestContext, key: string, locale: string): Promise<PublicPage> {
  const answer = await request.get(`/api/pages/${key}`, { headers: { cookie: `locale=${locale}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).page as PublicPage;
}

/** The sentences of the English page: its texts, its FAQ, and its rich text split at its tags. */
function pageEnglish(page: PublicPage): string[] {
  const texts = [page.title, page.description];
  for (const block of page.blocks) {
    for (const [name, value] of Object.entries(block.props)) {
      if (typeof value === 'string' && !/(_href|_url|_slug)$/.test(name)) texts.push(...value.split(/<[^>]+>/));
    }
    const items = block.props.items as { question: string; answer: string }[] | undefined;
    for (const item of items ?? []) texts.push(item.question, item.answer);
  }
  return texts.map((text) => text.trim()).filter((text) => text.split(/\s+/).length >= 2);
}

const LOCALES = ['pl', 'de', 'es', 'fr', 'it'] as const;
const PAGES = [
  { path: '/candidates/work-in-Europe', key: 'landing:work-in-europe' },
  { path: '/german/speed-hiring-week', key: 'event-landing:25' },
];

async function openIn(page: Page, url: string, locale: string) {
  // The switcher's cookie, for the whole site (Path=/), so the app's api calls carry it too.
  await page.context().addCookies([{ name: 'locale', value: locale, url: new URL('/', url).href }]);
  await page.goto(url);
  // The app's own sign-up form (the server's first HTML has a plain button there): the events remote has drawn it.
  await expect(page.locator('main input[type="email"]').first()).toBeVisible();
}

for (const { path: pagePath, key } of PAGES) {
  test(`${pagePath} in Polish, German, Spanish, French and Italian: no English sentence on screen`, async ({
    page,
    request,
    baseURL,
  }) => {
    const english = [...catalogueEnglish(), ...pageEnglish(await pageIn(request, key, 'en'))];
    expect(english.length).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const translated = await pageIn(request, key, locale);
      expect(translated.lang).toBe(locale);
      await openIn(page, `${baseURL}${pagePath}`, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
      // Not the English fallback: no note, nothing marked as English.
      // (The language switcher's "English" option is marked English on purpose: each language names itself.)
      await expect(page.locator('main [lang="en"]:not(option)')).toHaveCount(0);
      // biome-ignore lint/performance/useDomNodeTextContent: innerText is the visible text, which is what is checked
      const text = await page.locator('main').innerText();
      expect({ locale, english: english.filter((sentence) => text.includes(sentence)) }).toEqual({
        locale,
        english: [],
      });
      expect(text.match(/\b(?:events|kit|api)\.[a-z]+\.[\w.-]+/g)).toBeNull();
    }
  });
}

test('a page not translated yet is shown in English, marked as English, and says so in the visitor language', async ({
  page,
  baseURL,
}) => {
  await openIn(page, `${baseURL}/applicant/jobs-in-Europe`, 'pl');
  await expect(page.getByText('Ta strona jest dostępna tylko po angielsku.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in Europe for multilingual candidates');
  await expect(page.locator('main [lang="en"]').first()).toBeVisible();
});
