// A candidate saves a job search as an instant alert, a matching job is published, and the alert mail arrives at a
// real SMTP server with a one-click unsubscribe that pauses the alert (docs/operations.md#job-alerts).
import { expect, test } from '../support/test';
import type pg from 'pg';
import { mailsTo } from '../support/mail-sink';
import { registerCandidate } from '../support/candidate';
import { connectDb } from '../support/database';
import { axeOn } from '../support/axe';

let db: pg.Client;
const published: number[] = [];

test.beforeAll(async () => {
  // The stack's own embedded PostgreSQL: publishing a job is a row in `jobs`, as the company area will write it.
  db = await connectDb();
});

test.afterAll(async () => {
  // Other browser tests count the jobs: the one published here goes again.
  if (published.length) await db.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [published]);
  await db.end();
});

test('a candidate saves a search, a matching job is published, and the mail arrives with a working unsubscribe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const word = `Quokkapflege${stamp}`;
  const email = `alerts-${stamp}@example.test`;
  await registerCandidate(page, { nombre: 'Alma', apellidos: 'Berg', email });

  // A search with nothing in it yet: the alert is for what comes.
  await page.goto(`/jobs?keywords=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search as a job alert' });
  await dialog.getByRole('radio', { name: 'As soon as a job is published' }).check();
  expect((await axeOn(page).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Save the alert' }).click();
  await expect(page.getByText('Job alert saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/account/job-alerts');
  const alert = page.getByRole('list', { name: 'Your job alerts' }).getByRole('listitem');
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole('link')).toContainText(word);
  await expect(alert.getByRole('switch')).toBeChecked();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  // On a phone the row's controls wrap under the search: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(alert.getByRole('button', { name: /^Delete/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A company publishes a matching job.
  const title = `${word} Specialist`;
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO jobs (url, title, description, company_id, status, published_at)
     VALUES ($1, $2, 'Caring for quokkas, in a friendly team.', (SELECT min(id) FROM companies), 'active', now())
     RETURNING id`,
    [`quokka-${stamp}`, title],
  );
  published.push(inserted.rows[0]?.id as number);

  // The sweeper runs every two seconds in this stack, the sender every half second.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  const headers = (mail?.parsed.headerLines ?? []).map((header) => header.line.replace(/\r?\n\s+/g, ' '));
  expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /^List-Unsubscribe: ?<([^>]+)>$/.exec(
    headers.find((line) => line.startsWith('List-Unsubscribe:')) ?? '',
  )?.[1];
  expect(link).toMatch(/\/api\/job-alerts\/unsubscribe\?token=/);
  expect(mail?.parsed.subject).toContain(word);
  expect(mail?.parsed.text).toContain(title);
  // The same link is in the text, for a reader whose mail client offers no unsubscribe button.
  expect(mail?.parsed.text).toContain(link);

  // Opening the link changes nothing: it asks first.
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Job alert' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop these mails' })).toBeVisible();
  await page.goto('/account/job-alerts');
  await expect(alert.getByRole('switch')).toBeChecked();

  // The mail client's one click (RFC 8058): a form POST without the XSRF header or a token.
  const oneClick = await page.request.post(link as string, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(alert.getByText('Paused')).toBeVisible();
  await expect(alert.getByRole('switch')).not.toBeChecked();

  // Resumed from the account, then stopped again with the confirmation page's button.
  await alert.getByRole('switch').click();
  await expect(alert.getByRole('switch')).toBeChecked();
  await expect(page.getByText('Job alert updated.')).toBeVisible();
  await expect(alert.getByText('Paused')).toBeHidden();
  await page.goto(link as string);
  await page.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(page.getByText('is paused')).toBeVisible();
  await page.goto('/account/job-alerts');
  await expect(alert.getByRole('switch')).not.toBeChecked();
});
