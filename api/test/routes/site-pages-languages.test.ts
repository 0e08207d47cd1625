import { type Locale, LOCALES, type PageBlock, PageDocumentSchema } from 'shared-kit/contracts';
import { Value } from 'typebox/value';
import { GERMAN_WEEK_TRANSLATIONS } from '../../src/db/seed/event-page-translations';
import { WORK_IN_EUROPE } from '../../src/db/seed/landing-translations';
import { login, useTestApp, xsrfHeaders } from '../helper';

/** Every text a block shows (headings, texts, buttons, questions and answers), not its ids, addresses or numbers. */
function textsOf(block: PageBlock): string[] {
  const props = block.props as Record<string, unknown>;
  const own = Object.entries(props)
    .filter(([name, value]) => typeof value === 'string' && value !== '' && !/(_href|_url|_slug)$/.test(name))
    .map(([, value]) => value as string);
  const items = Array.isArray(props.items)
    ? (props.items as { question: string; answer: string }[]).flatMap((item) => [item.question, item.answer])
    : [];
  return [...own, ...items];
}

/** Built pages in every interface language (docs/pages.md#pages-in-every-interface-language). */
describe('site pages in the interface language: translations, the explicit English fallback, the admin', () => {
  const TRANSLATION = 'landing:jobs-in-europe:de';
  // Registered before the app's own afterAll (which closes it): the translation this file publishes goes first.
  afterAll(async () => {
    await t.db.deleteFrom('site_pages').where('key', '=', TRANSLATION).execute();
  });
  const t = useTestApp();

  const read = (key: string, locale: Locale) =>
    t.app.inject({ method: 'GET', url: `/api/pages/${key}`, headers: { cookie: `locale=${locale}` } });
  const html = async (url: string, locale: Locale) =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: `locale=${locale}` } })).body;
  const admin = async (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('serves the seeded "Work in Europe" landing and the German week in each interface language', async () => {
    for (const locale of LOCALES) {
      const response = await read('landing:work-in-europe', locale);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/Accept-Language/);
      const { page } = response.json();
      expect({ locale, lang: page.lang, title: page.title }).toEqual({
        locale,
        lang: locale,
        title: WORK_IN_EUROPE[locale].title,
      });
      expect(
        Value.Check(PageDocumentSchema, { title: page.title, description: page.description, blocks: page.blocks }),
      ).toBe(true);
      for (const key of ['event-landing:25', 'event-page:25']) {
        const event = (await read(key, locale)).json().page;
        expect({ key, lang: event.lang }).toEqual({ key, lang: locale });
        expect(
          Value.Check(PageDocumentSchema, { title: event.title, description: event.description, blocks: event.blocks }),
        ).toBe(true);
        if (locale !== 'en') expect(event.title).toBe(GERMAN_WEEK_TRANSLATIONS[locale].title);
      }
    }
  });

  it('translates every text of those pages: none is left as the English page has it', async () => {
    for (const key of ['landing:work-in-europe', 'event-landing:25', 'event-page:25']) {
      const english = (await read(key, 'en')).json().page;
      const englishTexts = new Set<string>([english.title, english.description, ...english.blocks.flatMap(textsOf)]);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const page = (await read(key, locale)).json().page;
        // The same blocks in the same order, so the page looks the same in every language.
        expect(page.blocks.map((b: PageBlock) => `${b.id}:${b.type}`)).toEqual(
          english.blocks.map((b: PageBlock) => `${b.id}:${b.type}`),
        );
        const left = [page.title, page.description, ...page.blocks.flatMap(textsOf)].filter((text) =>
          englishTexts.has(text),
        );
        expect({ key, locale, left }).toEqual({ key, locale, left: [] });
      }
    }
  });

  it('falls back to the page as written, in English, and says so: in the JSON and in the first HTML', async () => {
    const page = (await read('landing:jobs-in-europe', 'it')).json().page;
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Jobs in Europe for multilingual candidates');

    const italian = await html('/applicant/jobs-in-Europe', 'it');
    expect(italian).toContain('<div class="page-blocks" lang="en">');
    expect(italian).toContain(
      '<p class="page-blocks-language-note" lang="it">Questa pagina è disponibile solo in inglese.</p>',
    );

    // A translated page: no note, no English mark, the texts in the visitor's language.
    const polish = await html('/candidates/work-in-Europe', 'pl');
    expect(polish).toContain('<div class="page-blocks">');
    expect(polish).not.toContain('page-blocks-language-note');
    expect(polish).toContain('<h1 class="blocks-hero-title">Pracuj w Europie dzięki swoim językom</h1>');
    const german = await html('/german/speed-hiring-week', 'de');
    expect(german).toContain('<h1 class="blocks-hero-title">Speed-Hiring-Woche Deutsch</h1>');
    expect(german).toContain('Wann und für wen');
    // The event's languages named in the visitor's language, not as the reference list stores them.
    expect(german).toContain('<span class="sk-badge sk-badge--info">Deutsch</span>');
    expect(await html('/german/speed-hiring-week', 'pl')).toContain(
      '<span class="sk-badge sk-badge--info">niemiecki</span>',
    );
  });

  it('lets the admin translate a page: it starts from the English draft, and once published it is served', async () => {
    const token = await login(t.app, 'admin@example.com');
    const started = (await admin('GET', `/api/admin/pages/${TRANSLATION}`, token)).json().page;
    const base = (await admin('GET', '/api/admin/pages/landing:jobs-in-europe', token)).json().page;
    expect(started).toMatchObject({
      key: TRANSLATION,
      locale: 'de',
      published: null,
      label: 'Jobs in Europe (Deutsch)',
    });
    expect(started.draft).toEqual(base.draft);
    expect(base).toMatchObject({ locale: 'en', published_languages: ['en'] });

    const document = {
      ...base.draft,
      title: 'Stellen in Europa für mehrsprachige Menschen',
      blocks: base.draft.blocks.map((block: PageBlock) =>
        block.type === 'hero' ? { ...block, props: { ...block.props, title: 'Stellen in Europa' } } : block,
      ),
    };
    expect((await admin('PUT', `/api/admin/pages/${TRANSLATION}`, token, { document })).statusCode).toBe(200);
    // A draft is not served: German visitors still get the English page.
    expect((await read('landing:jobs-in-europe', 'de')).json().page.lang).toBe('en');
    const published = await admin('POST', `/api/admin/pages/${TRANSLATION}/publish`, token);
    expect(published.statusCode).toBe(200);
    expect(published.json().page.published_languages).toEqual(['en', 'de']);
    const served = (await read('landing:jobs-in-europe', 'de')).json().page;
    expect(served).toMatchObject({ lang: 'de', title: 'Stellen in Europa für mehrsprachige Menschen' });
    expect((await read('landing:jobs-in-europe', 'fr')).json().page.lang).toBe('en');

    // Only the interface languages: English is the page itself, anything else names no page.
    expect((await admin('GET', '/api/admin/pages/landing:jobs-in-europe:en', token)).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/pages/landing:jobs-in-europe:nl', token)).statusCode).toBe(422);
  });
});
