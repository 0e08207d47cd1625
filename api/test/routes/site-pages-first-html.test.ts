import { pathToFileURL } from 'node:url';
import { buildTestApp, login, useTestApp, xsrfHeaders } from '../helper';
import { multipart, picture } from '../support/uploads';

/** The first HTML of built pages: a landing route and an event's entry path render the published page. */
describe('site pages: the first HTML of landings and event paths', () => {
  const LANDING = 'landing:jobs-at-ttec';
  /** The Dutch week's landing (a route of the table): this file publishes a page there, then puts back what was. */
  const DUTCH = 'event-landing:20';
  let eventId = 0;
  type Row = { key: string; draft: unknown; published: unknown; published_at: Date | null };
  let saved: Row[] = [];
  /** Files this file uploads, removed afterwards. */
  const uploads: number[] = [];
  // Registered before the app's own afterAll (which closes it): what this file changed is put back first.
  afterAll(async () => {
    await t.db
      .deleteFrom('site_pages')
      .where('key', 'in', [`event-landing:${eventId}`, LANDING, DUTCH])
      .execute();
    for (const row of saved) {
      await t.db
        .insertInto('site_pages')
        .values({
          key: row.key,
          draft: JSON.stringify(row.draft),
          published: row.published === null ? null : JSON.stringify(row.published),
          published_at: row.published_at,
        })
        .execute();
    }
    await t.db.deleteFrom('career_events').where('id', '=', eventId).execute();
    if (uploads.length > 0) await t.db.deleteFrom('files').where('id', 'in', uploads).execute();
  });
  const t = useTestApp();
  let admin = '';

  const call = async (method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${admin}` },
      ...(payload ? { payload } : {}),
    });
  const html = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return { status: response.statusCode, body: response.body };
  };
  const document = (title: string, heroTitle: string, extra: unknown[] = []) => ({
    title,
    description: `About ${title}`,
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        props: {
          title: heroTitle,
          subtitle: 'Subtitle here',
          image_file_id: null,
          cta_label: 'Join',
          cta_href: '#register',
        },
      },
      { id: 'faq', type: 'faq', props: { title: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }] } },
      {
        id: 'form',
        type: 'registration_form',
        props: { title: 'Sign up', text: '', button_label: 'Create my account' },
      },
      ...extra,
    ],
  });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@example.com');
    saved = await t.db
      .selectFrom('site_pages')
      .select(['key', 'draft', 'published', 'published_at'])
      .where('key', 'in', [LANDING, DUTCH])
      .execute();
    const german = await t.db
      .selectFrom('languages')
      .select('id')
      .where('slug', '=', 'German')
      .executeTakeFirstOrThrow();
    eventId = (
      await t.db
        .insertInto('career_events')
        .values({
          slug: 'first-html-week',
          title: 'First HTML Week',
          description: 'Interviews for German speakers',
          starts_at: new Date('2030-03-04T09:00:00Z'),
          ends_at: new Date('2030-03-08T17:00:00Z'),
          landing_path: '/first-html/speed-hiring-week',
          language_ids: [german.id],
          time_zone: 'Europe/Berlin',
          status: 'published',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.insertInto('event_companies').values({ event_id: eventId, company_id: 1 }).execute();
  });

  it('renders an event path with its title and description before its page is published', async () => {
    const page = await html('/first-html/speed-hiring-week');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>First HTML Week');
    expect(page.body).toMatch(/<h1>First HTML Week<\/h1>/);
    // mfe-events' EventLandingView, as the browser shows it: the event's sign-up after its (empty) page, which
    // without JavaScript opens the register page.
    expect(page.body).toContain('<h2 id="events-entry-register">Register for the event</h2>');
    expect(page.body).toContain('<form class="events-page__register-form" action="/register" method="get">');
  });

  it("renders an event path's published landing: h1, title, canonical without the referral, blocks, no navbar, no draft", async () => {
    const key = `event-landing:${eventId}`;
    const facts = { id: 'facts', type: 'event_facts', props: { title: 'When' } };
    const jobs = { id: 'jobs', type: 'event_jobs', props: { title: 'Open jobs', limit: 3 } };
    expect(
      (
        await call('PUT', `/api/admin/pages/${key}`, {
          document: document('Polish Week', 'Meet employers', [facts, jobs]),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/admin/pages/${key}/publish`)).statusCode).toBe(200);
    await call('PUT', `/api/admin/pages/${key}`, { document: document('Unpublished title', 'Secret draft hero') });

    const page = await html('/first-html/speed-hiring-week/partner1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Polish Week');
    expect(page.body).toMatch(/<h1 class="blocks-hero-title">Meet employers<\/h1>/);
    // A hero without a picture has the drawing mfe-events' HeroBlock shows: an event's calendar on an event's page.
    expect(page.body).toContain(
      '<div class="sk-illustration sk-illustration--event blocks-hero-art" aria-hidden="true"></div>',
    );
    expect(page.body).toContain('class="blocks-hero blocks-hero--art"');
    expect(page.body).toContain('rel="canonical" href="http://localhost:8080/first-html/speed-hiring-week"');
    expect(page.body).toContain('<details class="blocks-faq-item"><summary>Is it free?</summary>');
    expect(page.body).toContain('<input type="hidden" name="referral" value="partner1"/>');
    expect(page.body).toContain('action="/register"');
    // The facts in the event's zone: 09:00 UTC is 10:00 in Berlin.
    expect(page.body).toMatch(/datetime="2030-03-04T09:00:00.000Z">[^<]*10:00/i);
    expect(page.body).toContain('Times in the event&#x27;s time zone (Europe/Berlin)');
    expect(page.body).toContain('blocks-job');
    expect(page.body).not.toContain('class="navbar"');
    expect(page.body).not.toContain('class="footer"');
    expect(page.body).not.toContain('Secret draft hero');
    expect(page.body).not.toContain('Unpublished title');
    expect(page.body).toContain('<dt>When</dt>');
  });

  it("says the blocks' words in the visitor's language through mfe-events' server module", async () => {
    const response = await t.app.inject({
      url: '/first-html/speed-hiring-week',
      headers: { accept: 'text/html', cookie: 'locale=de' },
    });
    expect(response.body).toContain('<dt>Wann</dt>');
    expect(response.body).toContain('<dt>Sprachen</dt>');
  });

  it("answers with the page's head and the area's skeleton when mfe-events' module is missing", async () => {
    const other = await buildTestApp({ REMOTE_EVENTS_SERVER_URL: pathToFileURL('/no/such/dir/render.js').href });
    try {
      const response = await other.app.inject({
        url: '/first-html/speed-hiring-week',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Polish Week');
      expect(response.body).toMatch(/<main id="main"[^>]*>.*class="sk-shape/s);
      // No message id in place of a word.
      expect(response.body).not.toContain('events.blocks');
      expect(response.body).not.toContain('Meet employers</h1>');
    } finally {
      await other.close();
    }
  });

  it('renders a landing route with its published page, keeping the platform, and the route head before', async () => {
    await t.db.deleteFrom('site_pages').where('key', '=', LANDING).execute();
    const before = await html('/candidates/jobs-at-ttec/partnerx');
    expect(before.status).toBe(200);
    expect(before.body).not.toContain('TTEC landing hero');

    const body = multipart([
      { name: 'file', filename: 'team.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 800, 600) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${admin}`, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json();
    uploads.push(image.file_id);
    const saveAnswer = await call('PUT', `/api/admin/pages/${LANDING}`, {
      document: document('Jobs at TTEC', 'TTEC landing hero', [
        {
          id: 'text',
          type: 'rich_text',
          props: { html: '<p>Work <strong>with</strong> us<script>alert(1)</script></p>' },
        },
        {
          id: 'team',
          type: 'image',
          props: { file_id: image.file_id, alt: 'Our team in Athens', caption: 'The team' },
        },
        {
          id: 'hero2',
          type: 'hero',
          props: { title: 'Second', subtitle: '', image_file_id: image.file_id, cta_label: '', cta_href: '' },
        },
      ]),
    });
    expect(saveAnswer.statusCode).toBe(200);
    const draftOnly = await html('/candidates/jobs-at-ttec/partnerx');
    expect(draftOnly.body).not.toContain('TTEC landing hero');

    await call('POST', `/api/admin/pages/${LANDING}/publish`);
    const page = await html('/candidates/jobs-at-ttec/partnerx');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Jobs at TTEC');
    expect(page.body).toMatch(/<h1 class="blocks-hero-title">TTEC landing hero<\/h1>/);
    // A landing of no event: the site's globe, as the client's HeroBlock draws it.
    expect(page.body).toContain(
      '<div class="sk-illustration sk-illustration--home blocks-hero-art" aria-hidden="true"></div>',
    );
    expect(page.body).toContain('rel="canonical" href="http://localhost:8080/candidates/jobs-at-ttec"');
    expect(page.body).toContain('<input type="hidden" name="platform" value="partnerx"/>');
    expect(page.body).toContain('<p>Work <strong>with</strong> us</p>');
    expect(page.body).not.toContain('alert(1)');
    expect(page.body).toContain(`<meta property="og:image" content="${image.url}">`);
    expect(page.body).toContain(
      `<img src="${image.url}" alt="Our team in Athens" width="800" height="600" loading="lazy"/>`,
    );
    expect(page.body).not.toContain('class="navbar"');
  });

  it('renders an event entry route of the table with its published landing, without the referral in the canonical', async () => {
    await call('PUT', `/api/admin/pages/${DUTCH}`, {
      document: document('Dutch Week landing', 'Werk in het Nederlands'),
    });
    await call('POST', `/api/admin/pages/${DUTCH}/publish`);
    const page = await html('/dutch/speed-hiring-week/partner9');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Dutch Week landing');
    expect(page.body).toMatch(/<h1 class="blocks-hero-title">Werk in het Nederlands<\/h1>/);
    expect(page.body).toContain('rel="canonical" href="http://localhost:8080/dutch/speed-hiring-week"');
    expect(page.body).toContain('<input type="hidden" name="referral" value="partner9"/>');
    expect(page.body).not.toContain('class="navbar"');
  });
});
