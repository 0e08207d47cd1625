import sharp from 'sharp';
import { type EventKind, LANDING_PAGE_NAMES, PAGE_MAX_BLOCKS, PageDocumentSchema } from 'shared-kit/contracts';
import { Value } from 'typebox/value';
import { seedLandingPages } from '../../src/db/seed/landing-pages';
import { eventLandingTemplate, eventPageTemplate } from '../../src/services/events/page-templates';
import { login, register, useTestApp, xsrfHeaders } from '../helper';
import { multipart, pdf, picture } from '../support/uploads';

/** The page store: validation, draft and preview, publish and rollback, uploads, the jobs of job blocks. */
describe('site pages: /api/admin/pages*, /api/admin/uploads and /api/pages/{key}', () => {
  /** Files this file uploads, removed afterwards. */
  const uploads: number[] = [];
  // Registered before the app's own afterAll (which closes it): what this file added goes first.
  afterAll(async () => {
    await t.db
      .deleteFrom('site_pages')
      .where('key', 'in', [`event-landing:${eventId}`, `event-page:${eventId}`])
      .execute();
    await t.db.deleteFrom('career_events').where('id', '=', eventId).execute();
    if (uploads.length > 0) await t.db.deleteFrom('files').where('id', 'in', uploads).execute();
  });
  const t = useTestApp();
  let admin = '';
  let candidate = '';
  let eventId = 0;
  let companySlug = '';
  const key = () => `event-landing:${eventId}`;

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await xsrfHeaders(t.app)), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const save = (document: object, token = admin, pageKey = key()) =>
    call('PUT', `/api/admin/pages/${pageKey}`, token, { document });
  const doc = (blocks: unknown[]) => ({ title: 'Polish week', description: 'Interviews in Polish', blocks });
  const hero = (props: Record<string, unknown> = {}) => ({
    id: 'hero',
    type: 'hero',
    props: {
      title: 'Meet employers',
      subtitle: '',
      image_file_id: null,
      cta_label: 'Go',
      cta_href: '#register',
      ...props,
    },
  });
  const upload = async (data: Buffer, filename: string, contentType: string, token = admin) => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@example.com');
    const { response } = await register(t.app, {}, '10.14.3.1');
    candidate = response.json().token;
    const german = await t.db
      .selectFrom('languages')
      .select('id')
      .where('slug', '=', 'German')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('career_events')
      .values({
        slug: 'pages-test-week',
        title: 'Pages Test Week',
        description: 'An event of the page tests',
        starts_at: new Date(Date.now() + 7 * 86_400_000),
        ends_at: new Date(Date.now() + 9 * 86_400_000),
        landing_path: '/pages-test/speed-hiring-week',
        language_ids: [german.id],
        time_zone: 'Europe/Warsaw',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventId = row.id;
    await t.db.insertInto('event_companies').values({ event_id: eventId, company_id: 1 }).execute();
    companySlug = (await t.db.selectFrom('companies').select('slug').where('id', '=', 2).executeTakeFirstOrThrow())
      .slug;
  });

  it('lists every landing page and both pages of every event, with their paths and labels', async () => {
    const response = await call('GET', '/api/admin/pages', admin);
    expect(response.statusCode).toBe(200);
    const pages = response.json().pages as { key: string; path: string; label: string }[];
    expect(pages.filter((page) => page.key.startsWith('landing:'))).toHaveLength(10);
    expect(pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'landing:tp-greece-jobs', path: '/candidates/TPGreeceJobs' }),
        expect.objectContaining({ key: 'landing:work-in-europe', path: '/candidates/work-in-Europe' }),
        expect.objectContaining({ key: key(), path: '/pages-test/speed-hiring-week', label: 'Pages Test Week' }),
        expect.objectContaining({ key: `event-page:${eventId}`, label: 'Pages Test Week' }),
      ]),
    );
  });

  it('starts an event page from its template and refuses unknown pages', async () => {
    const response = await call('GET', `/api/admin/pages/${key()}`, admin);
    expect(response.statusCode).toBe(200);
    const { page } = response.json();
    expect(page.published).toBeNull();
    // The same templates creating an event writes: one template per page kind.
    const { kind } = await t.db
      .selectFrom('career_events')
      .select('kind')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const event = {
      id: eventId,
      title: 'Pages Test Week',
      description: 'An event of the page tests',
      kind: kind as EventKind,
    };
    expect(page.draft).toEqual(eventLandingTemplate(event));
    expect(page.draft.blocks.map((b: { type: string }) => b.type)).toEqual(
      expect.arrayContaining(['hero', 'event_facts', 'registration_form']),
    );
    const eventPage = await call('GET', `/api/admin/pages/event-page:${eventId}`, admin);
    expect(eventPage.json().page.draft).toEqual(eventPageTemplate(event));
    expect((await call('GET', '/api/admin/pages/event-page:999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/pages/landing:no-such-landing', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/pages/Bad%20Key', admin)).statusCode).toBe(422);
  });

  it('refuses an unknown block type, invalid props and bad addresses with 422s naming the field', async () => {
    const unknown = await save(doc([hero(), { id: 'x', type: 'marquee', props: {} }]));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['document.blocks.1.type']);

    const badProps = await save(
      doc([hero({ title: '' }), { id: 'jobs', type: 'event_jobs', props: { title: 'Jobs', limit: 500, extra: 1 } }]),
    );
    expect(badProps.statusCode).toBe(422);
    expect(badProps.json().errors).toEqual(
      expect.objectContaining({
        'document.blocks.0.props.title': expect.any(Array),
        'document.blocks.1.props.limit': expect.any(Array),
        'document.blocks.1.props.extra': expect.any(Array),
      }),
    );
    const missing = await save(doc([{ id: 'f', type: 'faq', props: { title: 'FAQ' } }]));
    expect(Object.keys(missing.json().errors)).toEqual(['document.blocks.0.props.items']);

    const video = await save(
      doc([{ id: 'v', type: 'video_link', props: { title: 'Watch', url: 'http://evil.example/x' } }]),
    );
    expect(video.statusCode).toBe(422);
    expect(Object.keys(video.json().errors)).toEqual(['document.blocks.0.props.url']);
    const href = await save(doc([hero({ cta_href: 'javascript:alert(1)' })]));
    expect(Object.keys(href.json().errors)).toEqual(['document.blocks.0.props.cta_href']);
    const image = await save(doc([{ id: 'i', type: 'image', props: { file_id: 1, alt: 'x', caption: '' } }]));
    expect(Object.keys(image.json().errors)).toEqual(['document.blocks.0.props.file_id']);
    const company = await save(
      doc([{ id: 'c', type: 'company_jobs', props: { title: 'Jobs', company_slug: 'no-such-company', limit: 3 } }]),
    );
    expect(Object.keys(company.json().errors)).toEqual(['document.blocks.0.props.company_slug']);
    const twice = await save(doc([hero(), hero()]));
    expect(Object.keys(twice.json().errors)).toEqual(['document.blocks.1.id']);

    const tooMany = await save(doc(Array.from({ length: PAGE_MAX_BLOCKS + 1 }, (_, i) => hero({ title: `h${i}` }))));
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['document.blocks']);
  });

  it('answers 422, never 500, for any JSON', async () => {
    for (const blocks of [
      [null],
      [1],
      ['hero'],
      [[]],
      [{ type: 'hero' }],
      [{ id: 'a', type: 'hero', props: null }],
      [{ id: 'a', type: { x: 1 }, props: {} }],
      [{ id: 'a', type: '__proto__', props: {} }],
      [
        {
          id: 'a',
          type: 'faq',
          props: { title: 'x', items: [{ question: 'q', answer: 'a', more: [1, { deep: true }] }] },
        },
      ],
    ]) {
      const response = await save(doc(blocks));
      expect(response.statusCode).toBe(422);
    }
    expect((await save({ title: 'x', description: '', blocks: 'nope' })).statusCode).toBe(422);
    expect((await call('PUT', `/api/admin/pages/${key()}`, admin, { document: null })).statusCode).toBe(422);
  });

  it('stores rich text sanitised: scripts and handlers are stripped', async () => {
    const response = await save(
      doc([
        {
          id: 'text',
          type: 'rich_text',
          props: { html: '<p onclick="x()">Hello <script>alert(1)</script><strong>there</strong></p>' },
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().page.draft.blocks[0].props.html).toBe('<p>Hello <strong>there</strong></p>');
    expect(response.json().page.has_unpublished_changes).toBe(true);
  });

  it('keeps the draft from the public, shows it in preview to an admin only, then publishes and rolls back', async () => {
    await save(doc([hero({ title: 'First version' })]));
    expect((await call('GET', `/api/pages/${key()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/pages/${key()}?preview=1`)).statusCode).toBe(404);
    expect((await call('GET', `/api/pages/${key()}?preview=1`, candidate)).statusCode).toBe(404);
    const preview = await call('GET', `/api/pages/${key()}?preview=1`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().page).toEqual(
      expect.objectContaining({ preview: true, event_id: eventId, title: 'Polish week' }),
    );
    expect(preview.json().page.blocks[0].props.title).toBe('First version');

    const first = await call('POST', `/api/admin/pages/${key()}/publish`, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().page.has_unpublished_changes).toBe(false);
    expect(first.json().page.versions).toHaveLength(1);
    expect(first.json().page.versions[0].published_by).toBe('Admin');

    await save(doc([hero({ title: 'Second version' })]));
    const stillFirst = await call('GET', `/api/pages/${key()}`);
    expect(stillFirst.statusCode).toBe(200);
    expect(stillFirst.json().page).toEqual(
      expect.objectContaining({ preview: false, canonical: 'http://localhost:8080/pages-test/speed-hiring-week' }),
    );
    expect(stillFirst.json().page.blocks[0].props.title).toBe('First version');

    const second = await call('POST', `/api/admin/pages/${key()}/publish`, admin);
    expect(second.json().page.versions).toHaveLength(2);
    expect((await call('GET', `/api/pages/${key()}`)).json().page.blocks[0].props.title).toBe('Second version');

    const oldest = second.json().page.versions[1].id;
    const rolled = await call('POST', `/api/admin/pages/${key()}/rollback`, admin, { version_id: oldest });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().page.versions).toHaveLength(3);
    expect(rolled.json().page.draft.blocks[0].props.title).toBe('First version');
    expect((await call('GET', `/api/pages/${key()}`)).json().page.blocks[0].props.title).toBe('First version');

    const foreign = await call('POST', `/api/admin/pages/event-page:${eventId}/rollback`, admin, {
      version_id: oldest,
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['version_id']);

    // A draft event's pages are not public, published or not.
    await t.db.updateTable('career_events').set({ status: 'draft' }).where('id', '=', eventId).execute();
    expect((await call('GET', `/api/pages/${key()}`)).statusCode).toBe(404);
    await t.db.updateTable('career_events').set({ status: 'published' }).where('id', '=', eventId).execute();
  });

  it("fills the jobs of job blocks: the event's companies for its languages, and a company's by slug", async () => {
    await save(
      doc([
        { id: 'event-jobs', type: 'event_jobs', props: { title: 'Event jobs', limit: 24 } },
        {
          id: 'company-jobs',
          type: 'company_jobs',
          props: { title: 'Company jobs', company_slug: companySlug, limit: 2 },
        },
      ]),
    );
    await call('POST', `/api/admin/pages/${key()}/publish`, admin);
    const { page } = (await call('GET', `/api/pages/${key()}`)).json();
    const eventJobs = page.jobs['event-jobs'] as { company: { id: number }; languages: { slug: string }[] }[];
    expect(eventJobs.length).toBeGreaterThan(0);
    for (const job of eventJobs) {
      expect(job.company.id).toBe(1);
      expect(job.languages.map((l) => l.slug)).toContain('German');
    }
    const companyJobs = page.jobs['company-jobs'] as { company: { id: number } }[];
    expect(companyJobs.length).toBeGreaterThan(0);
    expect(companyJobs.length).toBeLessThanOrEqual(2);
    for (const job of companyJobs) expect(job.company.id).toBe(2);
  });

  it('accepts an image by its content, resized to 1600 px wide, and refuses a PDF named .png', async () => {
    const refused = await upload(pdf(), 'photo.png', 'image/png');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['file']);

    const accepted = await upload(await picture('png', 2400, 1200), 'wide.png', 'image/png');
    expect(accepted.statusCode).toBe(201);
    const image = accepted.json();
    uploads.push(image.file_id);
    expect(image).toEqual(expect.objectContaining({ width: 1600, height: 800 }));
    const served = await t.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toEqual(expect.objectContaining({ format: 'webp', width: 1600 }));
    expect(meta.exif).toBeUndefined();

    const saved = await save(
      doc([
        hero({ image_file_id: image.file_id }),
        { id: 'img', type: 'image', props: { file_id: image.file_id, alt: 'Team', caption: '' } },
      ]),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().page.images[String(image.file_id)]).toBe(image.url);
    const preview = (await call('GET', `/api/pages/${key()}?preview=1`, admin)).json().page;
    expect(preview.images).toEqual({ [String(image.file_id)]: image.url });

    expect((await upload(await picture('png'), 'x.png', 'image/png', candidate)).statusCode).toBe(403);
  });

  it('serves the seeded landing pages: published, valid documents with real content', async () => {
    for (const name of LANDING_PAGE_NAMES) {
      const response = await call('GET', `/api/pages/landing:${name}`);
      expect(response.statusCode).toBe(200);
      const { page } = response.json();
      expect(
        Value.Check(PageDocumentSchema, { title: page.title, description: page.description, blocks: page.blocks }),
      ).toBe(true);
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
      expect(page.event_id).toBeNull();
    }
    const tp = (await call('GET', '/api/pages/landing:tp-greece-jobs')).json().page;
    expect(tp.canonical).toBe('http://localhost:8080/candidates/TPGreeceJobs');
    expect(tp.blocks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'company_jobs',
          props: expect.objectContaining({ company_slug: 'tp-greece' }),
        }),
      ]),
    );
    // Seeding again changes nothing.
    await seedLandingPages(t.db);
    const { pages } = (await call('GET', '/api/admin/pages', admin)).json();
    expect(
      pages.filter((p: { key: string; published_at: string | null }) => p.key.startsWith('landing:') && p.published_at),
    ).toHaveLength(10);
  });

  it('guards the admin calls: 401 without a token, 403 for a candidate', async () => {
    expect((await call('GET', '/api/admin/pages')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/pages', candidate)).statusCode).toBe(403);
    expect((await save(doc([hero()]), candidate)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/pages/${key()}/publish`, candidate)).statusCode).toBe(403);
  });
});
