// The events' calls on the production build (docs/contracts.md#events; the rules: docs/events.md): an admin creates
// a Polish speed-hiring week as a draft (with its two pages), which the public cannot see; published, it is on
// /career-events and live at its new entry path at once, with no build; a new candidate joins it twice and is
// registered once, their session saying so; unpublished, it leaves the list again. The calls are made as the site's
// client makes them (bearer token, XSRF cookie); the list is checked in the browser. The event is deleted afterwards.
import { expect, test } from '../support/test';
import { callApi, registerByApi } from '../support/company';
import { connectDb } from '../support/database';

const created: number[] = [];
test.afterAll(async () => {
  if (created.length === 0) return;
  const db = await connectDb();
  try {
    const keys = created.flatMap((id) => [`event-landing:${id}`, `event-page:${id}`]);
    await db.query('DELETE FROM site_pages WHERE key = ANY($1::text[])', [keys]);
    await db.query('DELETE FROM career_events WHERE id = ANY($1::int[])', [created]);
  } finally {
    await db.end();
  }
});

test('an admin launches an event without a deploy; a candidate joins it once', async ({ page }) => {
  await page.goto('/career-events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const login = await callApi(page, null, 'POST', '/api/auth/login', {
    email: 'admin@example.com',
    password: 'demo-password',
  });
  expect(login.status).toBe(200);
  const admin = login.body.token as string;

  const stamp = Date.now().toString(36);
  const path = `/polish-${stamp}/speed-hiring-week`;
  const title = `Polish Speed Hiring Week ${stamp}`;
  const start = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
  const end = new Date(start.getTime() + 4 * 24 * 60 * 60 * 1000);
  const input = {
    title,
    slug: `polish-speed-hiring-week-${stamp}`,
    description: 'A week of short interviews with companies hiring Polish speakers.',
    kind: 'speed_hiring',
    language_ids: [],
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    time_zone: 'Europe/Warsaw',
    landing_path: path,
    sponsors: [],
    company_ids: [],
    cities: [],
  };
  const draft = await callApi(page, admin, 'POST', '/api/admin/events', input);
  expect(draft.status).toBe(201);
  const event = draft.body.event as { id: number; status: string; pages: { landing: string; event: string } };
  created.push(event.id);
  expect(event.status).toBe('draft');
  expect(event.pages).toEqual({ landing: `event-landing:${event.id}`, event: `event-page:${event.id}` });

  // A draft does not exist for the public.
  expect((await page.request.get(`/api/events/${event.id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/events/resolve?path=${path}/partner1`)).status()).toBe(404);

  // Taken or reserved paths are refused, naming the field.
  const taken = await callApi(page, admin, 'POST', '/api/admin/events', {
    ...input,
    slug: `other-${stamp}`,
    landing_path: '/dutch/speed-hiring-week',
  });
  expect(taken.status).toBe(422);
  expect(taken.body.errors).toHaveProperty('landing_path');

  // Published: live at its new path at once, and on the list page.
  const published = await callApi(page, admin, 'POST', `/api/admin/events/${event.id}/publish`, {});
  expect(published.status).toBe(200);
  const resolved = await page.request.get(`/api/events/resolve?path=${path}/partner1`);
  expect(await resolved.json()).toMatchObject({ event_id: event.id, referral: 'partner1' });
  await page.goto('/career-events');
  // Its card, with a Register button to its new path.
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Register' })).toHaveAttribute('href', path);
  const upcoming = await (await page.request.get('/api/career-events?when=upcoming')).json();
  expect(upcoming.events.map((e: { id: number }) => e.id)).toContain(event.id);

  // A new candidate joins twice: one registration, and the session knows it.
  const { token: candidate } = await registerByApi(page, {
    type: 'candidate',
    email: `e2e-events-${stamp}@example.com`,
    nombre: 'Ola',
    apellidos: 'Nowak',
    referral_platform: 'partner1',
  });
  for (let i = 0; i < 2; i++) {
    const joined = await callApi(page, candidate, 'PATCH', '/api/candidates/virtual-event/join-or-leave', {
      event_id: event.id,
      origin: 'partner1',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.virtual_events).toEqual([{ fk_virtual_event_id: event.id }]);
  }
  const me = await callApi(page, candidate, 'GET', '/api/auth/me');
  expect(me.body.user.virtual_events).toEqual([{ fk_virtual_event_id: event.id }]);

  // Unpublished: gone from the list and its path again.
  await callApi(page, admin, 'POST', `/api/admin/events/${event.id}/unpublish`, {});
  await page.goto('/career-events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dutch Speed Hiring Week' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  expect((await page.request.get(`/api/events/resolve?path=${path}`)).status()).toBe(404);
});
