import { EVENT_KINDS, PageDocumentSchema } from 'shared-kit/contracts';
import { Value } from 'typebox/value';
import { eventLandingTemplate, eventPageTemplate } from '../../src/services/events/page-templates';
import { login, register, useTestApp, xsrfHeaders } from '../helper';

/**
 * The admin area's event calls (docs/events.md#admin-events). Every event this file creates is deleted afterwards
 * (its pages with it), since other files list events.
 */
describe('admin events', () => {
  const created: number[] = [];
  // Registered before the app's own afterAll, so it runs while the database is still open.
  afterAll(async () => {
    if (!created.length) return;
    await t.db
      .deleteFrom('site_pages')
      .where(
        'key',
        'in',
        created.flatMap((id) => [`event-landing:${id}`, `event-page:${id}`]),
      )
      .execute();
    await t.db.deleteFrom('career_events').where('id', 'in', created).execute();
  });
  const t = useTestApp();

  const stamp = `${Date.now()}`.slice(-8);
  let seq = 0;
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = { authorization: `Bearer ${await login(t.app, 'admin@example.com')}` };
  });

  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? headers : { ...(await xsrfHeaders(t.app)), ...headers },
      ...(payload ? { payload } : {}),
    });

  const input = (fields: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      title: `Polish Speed Hiring Week ${seq}`,
      slug: `polish-speed-hiring-week-${stamp}-${seq}`,
      description: 'A week of interviews with companies hiring Polish speakers.',
      kind: 'speed_hiring',
      language_ids: [],
      starts_at: '2027-03-01T09:00:00+01:00',
      ends_at: '2027-03-05T17:00:00+01:00',
      time_zone: 'Europe/Warsaw',
      landing_path: `/polish-${stamp}-${seq}/speed-hiring-week`,
      sponsors: [{ name: 'Vistula Tech', url: 'https://vistula.example', logo_file_id: null, go_places: true }],
      company_ids: [5, 3],
      cities: [],
      ...fields,
    };
  };
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/events', admin, input(fields));
    if (response.statusCode === 201) created.push(response.json().event.id);
    return response;
  };

  it('the templates are valid page documents for every kind of event', () => {
    for (const kind of EVENT_KINDS) {
      const event = { id: 1, title: 'T'.repeat(150), description: 'D '.repeat(200), kind };
      for (const document of [eventLandingTemplate(event), eventPageTemplate(event)]) {
        expect([...Value.Errors(PageDocumentSchema, document)]).toEqual([]);
      }
    }
    const landing = eventLandingTemplate({ id: 1, title: 'Polish week', description: 'x', kind: 'speed_hiring' });
    expect(landing.blocks.map((block) => block.type)).toEqual([
      'hero',
      'event_facts',
      'countdown',
      'registration_form',
      'companies',
      'faq',
    ]);
    expect(landing.blocks[0]).toMatchObject({
      props: { title: 'Polish week', cta_label: 'Register', cta_href: '#register' },
    });
    const faq = landing.blocks.find((block) => block.type === 'faq');
    expect(faq?.type === 'faq' && faq.props.items).toHaveLength(3);
    const page = eventPageTemplate({ id: 1, title: 'Polish week', description: 'x', kind: 'speed_hiring' });
    expect(page.blocks.map((block) => block.type)).toEqual(['hero', 'event_facts', 'companies', 'event_jobs']);
    expect(page.blocks[3]).toMatchObject({ props: { limit: 12 } });
  });

  it('the seeded special events have their two pages, published and valid', async () => {
    const pages = await t.db
      .selectFrom('site_pages')
      .selectAll()
      .where(
        'key',
        'in',
        [20, 22, 23, 24, 25].flatMap((id) => [`event-landing:${id}`, `event-page:${id}`]),
      )
      .execute();
    expect(pages).toHaveLength(10);
    for (const page of pages) {
      expect(page.published).not.toBeNull();
      expect([...Value.Errors(PageDocumentSchema, page.published)]).toEqual([]);
    }
  });

  it('creates a draft with its two pages; the public sees it only once published, at its path at once', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const event = response.json().event;
    expect(event).toMatchObject({
      status: 'draft',
      time_zone: 'Europe/Warsaw',
      starts_at: '2027-03-01T08:00:00.000Z',
      company_ids: [5, 3],
      // Stored as the one rule of a web address normalises it (lib/web-address.ts).
      sponsors_input: [{ name: 'Vistula Tech', url: 'https://vistula.example/', logo_file_id: null, go_places: true }],
      pages: { landing: `event-landing:${event.id}`, event: `event-page:${event.id}` },
      registrations: 0,
    });
    expect(event.id).toBeGreaterThanOrEqual(1000);
    expect(event.companies.map((c: { id: number }) => c.id)).toEqual([5, 3]);

    const pages = await t.db
      .selectFrom('site_pages')
      .selectAll()
      .where('key', 'in', [event.pages.landing, event.pages.event])
      .execute();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.published).toBeNull();
      expect([...Value.Errors(PageDocumentSchema, page.draft)]).toEqual([]);
    }

    const path = `/api/events/resolve?path=${encodeURIComponent(`${event.landing_path}/partner1`)}`;
    expect((await t.app.inject(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(path)).statusCode).toBe(404);
    const listed = (await t.app.inject('/api/career-events')).json().events.map((e: { id: number }) => e.id);
    expect(listed).not.toContain(event.id);
    expect((await call('GET', '/api/admin/events', admin)).json().events.map((e: { id: number }) => e.id)).toContain(
      event.id,
    );

    const published = await call('POST', `/api/admin/events/${event.id}/publish`, admin);
    expect(published.statusCode).toBe(200);
    expect(published.json().event.status).toBe('published');
    expect((await t.app.inject(`/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(path)).json()).toMatchObject({ event_id: event.id, referral: 'partner1' });

    const unpublished = await call('POST', `/api/admin/events/${event.id}/unpublish`, admin);
    expect(unpublished.json().event.status).toBe('draft');
    expect((await t.app.inject(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/events/999999/publish', admin)).statusCode).toBe(404);
  });

  it('reads and changes an event: only the fields sent, lists replaced', async () => {
    const event = (await create()).json().event;
    const read = await call('GET', `/api/admin/events/${event.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().event.title).toBe(event.title);

    const changed = await call('PATCH', `/api/admin/events/${event.id}`, admin, {
      title: '  Polish   week  ',
      company_ids: [3],
      cities: [{ name: 'Kraków', template_type: 'A', starts_at: null, description: null }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().event).toMatchObject({
      title: 'Polish week',
      slug: event.slug,
      company_ids: [3],
      cities: [{ name: 'Kraków', template_type: 'A', starts_at: null, description: null }],
    });
    // Keeping its own path, and only one date changed but still after the start, are fine.
    const same = await call('PATCH', `/api/admin/events/${event.id}`, admin, {
      landing_path: event.landing_path,
      ends_at: '2027-03-02T10:00:00Z',
    });
    expect(same.statusCode).toBe(200);
    const before = await call('PATCH', `/api/admin/events/${event.id}`, admin, { ends_at: '2027-02-01T10:00:00Z' });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toHaveProperty('ends_at');
    expect((await call('PATCH', '/api/admin/events/999999', admin, { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/events/999999', admin)).statusCode).toBe(404);
  });

  it('a special event keeps its own path from the route table when changed', async () => {
    const response = await call('PATCH', '/api/admin/events/20', admin, { landing_path: '/dutch/speed-hiring-week' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a time zone that does not exist', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
    ['a time zone that is an offset', { time_zone: '+02:00' }, 'time_zone'],
    ['a path another event lives at', { landing_path: '/dutch/speed-hiring-week' }, 'landing_path'],
    ['a path of the route table', { landing_path: '/jobs' }, 'landing_path'],
    ['a landing page path of the route table', { landing_path: '/download-app' }, 'landing_path'],
    ['an upper-case path', { landing_path: '/Polish/Week' }, 'landing_path'],
    ['a path of four segments', { landing_path: '/a/b/c/d' }, 'landing_path'],
    ['a taken slug', { slug: 'dutch-speed-hiring-week' }, 'slug'],
    ['a date without its zone', { starts_at: '2027-03-01T09:00:00' }, 'starts_at'],
    ['an end before the start', { ends_at: '2027-02-28T09:00:00Z' }, 'ends_at'],
    ['an unknown language', { language_ids: [999999] }, 'language_ids.0'],
    ['an unknown company', { company_ids: [3, 999999] }, 'company_ids.1'],
    [
      'a sponsor logo that is no file',
      { sponsors: [{ name: 'X', url: null, logo_file_id: 999999 }] },
      'sponsors.0.logo_file_id',
    ],
    [
      'a city twice',
      {
        cities: [
          { name: 'Lisbon', template_type: 'A', starts_at: null, description: null },
          { name: 'lisbon', template_type: 'B', starts_at: null, description: null },
        ],
      },
      'cities.1.name',
    ],
    ['a missing title', { title: undefined }, 'title'],
    ['a missing entry path', { landing_path: undefined }, 'landing_path'],
    ['an unknown kind', { kind: 'party' }, 'kind'],
  ])('refuses %s with a 422 naming the field', async (_what, fields, field) => {
    const response = await create(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    expect(typeof response.json().message).toBe('string');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/relative',
  ])('refuses the sponsor link %s with a 422 on sponsors.N.url', async (url) => {
    const response = await create({ sponsors: [{ name: 'X', url, logo_file_id: null }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['sponsors.0.url']).toEqual([
      'The link field must be a web address starting with http:// or https://.',
    ]);
  });

  it('says the problem in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...(await xsrfHeaders(t.app)), ...admin, 'accept-language': 'de' },
      payload: input({ time_zone: 'Mars/Olympus' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.time_zone[0]).toContain('Zeitzone');
  });

  it('answers 401 without a token and 403 to a candidate or a company', async () => {
    const { response } = await register(t.app);
    const candidate = { authorization: `Bearer ${response.json().token}` };
    const company = { authorization: `Bearer ${await login(t.app, 'company@example.com')}` };
    const calls: ['GET' | 'POST' | 'PATCH', string][] = [
      ['GET', '/api/admin/events'],
      ['POST', '/api/admin/events'],
      ['GET', '/api/admin/events/20'],
      ['PATCH', '/api/admin/events/20'],
      ['POST', '/api/admin/events/20/publish'],
      ['POST', '/api/admin/events/20/unpublish'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, {}, method === 'GET' ? undefined : input())).statusCode).toBe(401);
      expect((await call(method, url, candidate, method === 'GET' ? undefined : input())).statusCode).toBe(403);
      expect((await call(method, url, company, method === 'GET' ? undefined : input())).statusCode).toBe(403);
    }
    const untouched = await t.db
      .selectFrom('career_events')
      .select('status')
      .where('id', '=', 20)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('published');
  });
});
