// A company taking part in a career event offers interview slots (docs/events.md#interview-slots): it finds the event
// under Events in its back office, offers a slot at a day and time of the event's zone, sees the candidate who booked
// it (booked through the api, as the event page does) and deletes a slot nobody booked. The event and its
// participation are written in the stack's database (the admin area's calls are another part's); they are removed
// afterwards with their slots and bookings. axe-core checks both screens; the slots screen is also seen on a phone.
import { expect, type Page, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { callApi, registerByApi, registerCompany } from '../support/company';
import { connectDb } from '../support/database';
import { axeOn } from '../support/axe';

const events: number[] = [];

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = await connectDb();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}

test.afterAll(async () => {
  if (events.length > 0) await sql('DELETE FROM career_events WHERE id = ANY($1::int[])', [events]);
});

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** `yyyy-mm-dd` in Berlin, `days` from now. */
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

test('a participating company offers interview slots, sees who booked them and deletes an unbooked one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `German speed-hiring days ${stamp}`;
  const companyEmail = await registerCompany(page, stamp);
  const [{ company_id: companyId }] = await sql<{ company_id: number }>(
    'SELECT company_id FROM users WHERE email = $1',
    [companyEmail],
  );
  const [{ id: eventId }] = await sql<{ id: number }>(
    `INSERT INTO career_events (title, slug, description, starts_at, ends_at, landing_path, language_ids, time_zone, status)
     VALUES ($1, $2, 'Interviews in German', now() - interval '1 day', now() + interval '10 days', $3,
             ARRAY(SELECT id FROM languages WHERE slug = 'German'), 'Europe/Berlin', 'published')
     RETURNING id`,
    [title, `german-days-${stamp}`, `/e2e-german-days-${stamp}`],
  );
  events.push(eventId);
  await sql('INSERT INTO event_companies (event_id, company_id) VALUES ($1, $2)', [eventId, companyId]);

  // The back office's navigation leads to the company's events.
  await page.getByRole('navigation', { name: 'Company back office' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/company\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career events' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(/ · German$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: `Interview slots of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/company/events/${eventId}/slots$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No slots yet. Offer the first one above.')).toBeVisible();

  // Two slots tomorrow at 10:00 and 11:30, Berlin time; the only language is already chosen.
  const form = page.getByRole('region', { name: 'Offer a slot' });
  await expect(form.getByRole('combobox', { name: 'Language' })).toHaveValue(/\d+/);
  await form.getByLabel('Day').fill(berlinDay(1));
  await form.getByLabel('Time').fill('10:00');
  await form.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '45 minutes' });
  await form.getByRole('spinbutton', { name: 'Places' }).fill('2');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  await expect(page.getByText('The slot was added.')).toBeVisible();
  await form.getByLabel('Time').fill('11:30');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  const slots = page.getByRole('region', { name: 'Your slots' }).getByRole('list').first();
  await expect(slots.getByRole('listitem').filter({ hasText: 'minutes ·' })).toHaveCount(2);
  const first = slots.getByRole('listitem').filter({ hasText: '10:00' });
  await expect(first.getByText('German · 45 minutes · 0 of 2 booked')).toBeVisible();

  // A time before now is refused on its field.
  await form.getByLabel('Day').fill(berlinDay(0));
  await form.getByLabel('Time').fill('00:01');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  await expect(form.getByText('Choose a time in the future.')).toBeVisible();

  // A candidate registered for the event books the first slot (the event page's call).
  const candidateEmail = `e2e-slots-${stamp}@example.com`;
  const { token: candidateToken } = await registerByApi(page, {
    type: 'candidate',
    email: candidateEmail,
    nombre: 'Greta',
    apellidos: 'Lindqvist',
  });
  await sql(
    `INSERT INTO candidate_virtual_events (user_id, fk_virtual_event_id, origin)
     SELECT id, $2, 'e2e' FROM users WHERE email = $1`,
    [candidateEmail, eventId],
  );
  const [{ id: slotId }] = await sql<{ id: number }>(
    'SELECT id FROM event_slots WHERE event_id = $1 ORDER BY starts_at LIMIT 1',
    [eventId],
  );
  const booking = await callApi(page, candidateToken, 'POST', '/api/candidates/virtual-event/bookings', {
    slot_id: slotId,
    time_zone: 'Europe/Stockholm',
  });
  expect(booking.status).toBe(201);

  await page.reload();
  const booked = page
    .getByRole('region', { name: 'Your slots' })
    .getByRole('listitem')
    .filter({ hasText: '10:00' })
    .first();
  await expect(booked.getByText('German · 45 minutes · 1 of 2 booked')).toBeVisible();
  await expect(booked.getByRole('list', { name: 'Booked by' }).getByText(/Greta Lindqvist/)).toBeVisible();
  await expect(booked.getByRole('link', { name: candidateEmail })).toHaveAttribute('href', `mailto:${candidateEmail}`);
  await expect(booked.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The slots as one .ics file, with who booked each (docs/events.md#mails-and-calendar-invites).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add your slots to a calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`interview-slots-${eventId}.ics`);
  const file = readFileSync((await download.path()) as string, 'utf8').replace(/\r\n /g, '');
  expect(file).toContain('METHOD:PUBLISH\r\n');
  expect(file).toContain(`UID:slot-${slotId}@`);
  expect(file).toContain(`Greta Lindqvist <${candidateEmail}>`);

  // The unbooked slot is deleted after confirming; focus goes to the list.
  const unbooked = page
    .getByRole('region', { name: 'Your slots' })
    .getByRole('listitem')
    .filter({ hasText: '11:30' })
    .first();
  await unbooked.getByRole('button', { name: /^Delete the slot of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this slot?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The slot was deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your slots' })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Your slots' }).getByRole('listitem').filter({ hasText: '11:30' }),
  ).toHaveCount(0);

  // On a phone the screen fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Add the slot' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
