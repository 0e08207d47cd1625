// Issue 14's walk, part 2 (docs/events.md#what-candidates-see): an admin publishes a Polish speed-hiring week at a new
// path, a freshly registered company takes part and offers interview slots; a guest opens the partner's link, sees the
// landing without the navbar, registers from it and lands on the event page registered, books a slot in their own
// time zone, and the confirmation with its calendar invite reaches a real SMTP server.
import { expect, type Page, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { mailsTo } from '../support/mail-sink';
import { E2E_PASSWORD } from '../support/candidate';
import { callApi, registerCompanyByApi } from '../support/company';
import { removeEventBeforeAndAfter } from '../support/events';
import { axeOn } from '../support/axe';

// Not admin-events.spec's path or title: the two specs run side by side, and each removes its event before and after.
const PATH = '/polish-walk/speed-hiring-week';
const DAY = 24 * 3_600_000;

const db = removeEventBeforeAndAfter(PATH);
let eventId: number | null = null;

async function adminToken(page: Page): Promise<string> {
  const login = await callApi(page, null, 'POST', '/api/auth/login', {
    email: 'admin@example.com',
    password: 'demo-password',
  });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

test('a guest registers from the Polish speed-hiring landing, books an interview and gets the invite', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto('/');

  // The company: registered fresh, so no other test shares its slots.
  const companyToken = await registerCompanyByApi(page, {
    company_name: `Polish Hiring ${stamp}`,
    nombre: 'Piotr',
    email: `event-company-${stamp}@example.com`,
  });
  const companyId = (
    await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE email = $1', [
      `event-company-${stamp}@example.com`,
    ])
  ).rows[0]?.company_id;
  const polish = (await db.query<{ id: number }>("SELECT id FROM languages WHERE name = 'Polish'")).rows[0]?.id;
  expect(companyId).toBeTruthy();

  // The marketer: the event, its two pages, published.
  const admin = await adminToken(page);
  const created = await callApi(page, admin, 'POST', '/api/admin/events', {
    title: 'Polish Speed Hiring Walk',
    slug: `polish-speed-hiring-week-${stamp}`,
    description: 'Five days of online interviews with companies hiring Polish speakers.',
    kind: 'speed_hiring',
    language_ids: [polish],
    starts_at: new Date(stamp + 2 * DAY).toISOString(),
    ends_at: new Date(stamp + 7 * DAY).toISOString(),
    time_zone: 'Europe/Warsaw',
    landing_path: PATH,
    sponsors: [],
    company_ids: [companyId],
    cities: [],
  });
  expect(created.status).toBe(201);
  eventId = created.body.event.id as number;
  const documents = {
    [`event-landing:${eventId}`]: {
      title: 'Speak Polish? Get hired in a week',
      description: 'Online interviews in Polish with companies across Europe.',
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          props: {
            title: 'Speak Polish? Get hired in a week',
            subtitle: 'Five days of interviews, from home.',
            image_file_id: null,
            cta_label: 'Register',
            cta_href: '#register',
          },
        },
        { id: 'facts', type: 'event_facts', props: { title: 'When and in which languages' } },
        {
          id: 'form',
          type: 'registration_form',
          props: { title: 'Register now', text: 'It takes a minute.', button_label: 'Count me in' },
        },
      ],
    },
    [`event-page:${eventId}`]: {
      title: 'Your Polish speed-hiring week',
      description: 'Book your interviews.',
      blocks: [{ id: 'facts', type: 'event_facts', props: { title: 'When and in which languages' } }],
    },
  };
  for (const [key, document] of Object.entries(documents)) {
    expect((await callApi(page, admin, 'PUT', `/api/admin/pages/${key}`, { document })).status).toBe(200);
    expect((await callApi(page, admin, 'POST', `/api/admin/pages/${key}/publish`, {})).status).toBe(200);
  }
  expect((await callApi(page, admin, 'POST', `/api/admin/events/${eventId}/publish`, {})).status).toBe(200);

  // The company offers two slots in Polish, three days ahead.
  for (const hours of [0, 1]) {
    const offered = await callApi(page, companyToken, 'POST', `/api/companies/events/${eventId}/slots`, {
      language_id: polish,
      starts_at: new Date(stamp + 3 * DAY + hours * 3_600_000).toISOString(),
      duration_minutes: 30,
      capacity: 2,
    });
    expect(offered.status).toBe(201);
  }

  // The guest follows the partner's link: the landing, without the navbar.
  await page.goto(`${PATH}/partner1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Speak Polish? Get hired in a week' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Speak Polish\? Get hired in a week/);
  await page.waitForLoadState('networkidle');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // On a phone the landing and its form fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#register').getByLabel('Email')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const email = `event-guest-${stamp}@example.test`;
  const form = page.locator('#register');
  await form.getByLabel('First name').fill('Ola');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Count me in' }).click();

  // Registered and joined: the event page at the same path, with the navbar.
  await expect(page.getByRole('heading', { name: 'Interviews', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}/partner1\\?view=event$`));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const joined = await db.query(
    `SELECT u.referral_platform FROM users u JOIN candidate_virtual_events v ON v.user_id = u.id
     WHERE u.email = $1 AND v.fk_virtual_event_id = $2`,
    [email, eventId],
  );
  expect(joined.rows).toEqual([{ referral_platform: 'partner1' }]);

  // Free slots in the reader's own zone, named; book the first.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Times in your time zone (${zone})`).first()).toBeVisible();
  const first = page.locator('.events-slot').first();
  await expect(first).toContainText(`Polish Hiring ${stamp}`);
  await page.waitForLoadState('networkidle');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await first.getByRole('button', { name: 'Book' }).click();
  // Announced as a notice, and written above the lists.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^Interview booked with/)).toBeVisible();
  await expect(page.locator('.events-booking-status')).toContainText(`Interview booked with Polish Hiring ${stamp}`);
  await expect(page.getByRole('heading', { name: 'Your interview', level: 3, exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancel the interview' })).toBeVisible();
  // The booking saved as an .ics file for a calendar: the same event (UID) as the invitation mail.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
  const file = readFileSync((await download.path()) as string, 'utf8');
  expect(file).toContain('METHOD:PUBLISH\r\n');
  const uid = /\r\nUID:(booking-\d+@[^\r]+)\r\n/.exec(file)?.[1];
  expect(uid).toBeTruthy();
  // On a phone the slots and the booking fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Cancel the interview' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Cancel the interview' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The confirmation with its calendar invite, written in the zone the candidate booked from.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBeGreaterThanOrEqual(1);
  const mails = await mailsTo(email);
  // A meeting request: the calendar is an inline part of the message (text/calendar; method=REQUEST) beside the
  // text and HTML parts, for the same event as the downloaded file.
  const [confirmation] = mails;
  expect(confirmation?.parsed.html).toContain('Your interview is booked.');
  const invite = confirmation?.parsed.attachments.find((part) => part.contentType === 'text/calendar');
  expect(invite?.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
  // Lines unfolded (RFC 5545 folds them at 75 octets).
  const calendar = (invite?.content.toString('utf8') ?? '').replace(/\r\n /g, '');
  expect(calendar).toContain('METHOD:REQUEST\r\n');
  expect(calendar).toContain(`\r\nUID:${uid}\r\n`);
  expect(calendar).toMatch(/\r\nATTENDEE;[^\r]*RSVP=TRUE/);
});
