import { expect, type Page, test } from '../support/test';
import type pg from 'pg';
import { callApi } from '../support/company';
import { connectDb } from '../support/database';

// The pages marketers build, as a visitor without JavaScript (and a search engine) gets them: the api renders the
// published page into the first HTML (docs/pages.md#first-html-of-built-pages).

const EVENT_PATH = '/e2e-pages/speed-hiring-week';
let eventId = 0;

const database = async <T>(work: (db: pg.Client) => Promise<T>): Promise<T> => {
  const db = await connectDb();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
};

test.beforeAll(async () => {
  // An event of this spec's own, removed afterwards (its pages go with it).
  eventId = await database(async (db) => {
    await db.query('DELETE FROM career_events WHERE landing_path = $1', [EVENT_PATH]);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO career_events (slug, title, description, starts_at, ends_at, landing_path, language_ids, time_zone, status)
       VALUES ('e2e-pages-week', 'E2E Pages Week', 'Interviews for German speakers', now() + interval '10 days',
               now() + interval '12 days', $1, ARRAY(SELECT id FROM languages WHERE slug = 'German'), 'Europe/Berlin',
               'published') RETURNING id`,
      [EVENT_PATH],
    );
    return inserted.rows[0]?.id as number;
  });
});
test.afterAll(async () => {
  await database(async (db) => {
    await db.query('DELETE FROM site_pages WHERE key IN ($1, $2)', [
      `event-landing:${eventId}`,
      `event-page:${eventId}`,
    ]);
    await db.query('DELETE FROM career_events WHERE id = $1', [eventId]);
  });
});

async function adminToken(page: Page): Promise<string> {
  await page.goto('/login');
  const answer = await callApi(page, null, 'POST', '/api/auth/login', {
    email: 'admin@example.com',
    password: 'demo-password',
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

test.describe('built pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an employer landing shows its page, the employer's live jobs and a sign-up that keeps the platform", async ({
    page,
  }) => {
    const response = await page.goto('/candidates/TPGreeceJobs/partner7');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Jobs at Teleperformance Greece for multilingual people');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Work at Teleperformance Greece');
    await expect(main.getByRole('heading', { name: 'Open jobs at Teleperformance Greece' })).toBeVisible();
    // The landing's job cards (mfe-events' BlockJobCard, copied by the first HTML).
    const jobs = main.locator('.blocks-job');
    expect(await jobs.count()).toBeGreaterThanOrEqual(3);
    await expect(jobs.first()).toContainText('Teleperformance Greece');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/candidates\/TPGreeceJobs$/);
    // Landing pages have no navbar and footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    // The FAQ opens without a script.
    await main.getByText('Does it cost anything?').click();
    await expect(main.getByText('Creating an account, applying and being contacted')).toBeVisible();

    await main.getByRole('button', { name: 'Create my free account' }).click();
    await expect(page).toHaveURL(/\/register\?platform=partner7$/);
  });

  test("an event's own path shows its published landing page, and never its draft", async ({ page, browser }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    const token = await adminToken(adminPage);
    const key = `event-landing:${eventId}`;
    const document = (heading: string) => ({
      title: 'Speed hiring for German speakers',
      description: 'Meet employers hiring German speakers in one week.',
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          props: {
            title: heading,
            subtitle: 'One week, many interviews',
            image_file_id: null,
            cta_label: 'Join',
            cta_href: '#register',
          },
        },
        { id: 'facts', type: 'event_facts', props: { title: 'When' } },
        {
          id: 'faq',
          type: 'faq',
          props: {
            title: 'Questions',
            items: [{ question: 'Is it online?', answer: 'Yes, every interview is a video call.' }],
          },
        },
        {
          id: 'form',
          type: 'registration_form',
          props: { title: 'Take part', text: '', button_label: 'Register for the week' },
        },
      ],
    });
    expect(
      (
        await callApi(adminPage, token, 'PUT', `/api/admin/pages/${key}`, {
          document: document('Meet German-speaking employers'),
        })
      ).status,
    ).toBe(200);
    expect((await callApi(adminPage, token, 'POST', `/api/admin/pages/${key}/publish`)).status).toBe(200);
    expect(
      (
        await callApi(adminPage, token, 'PUT', `/api/admin/pages/${key}`, {
          document: document('Draft heading nobody sees'),
        })
      ).status,
    ).toBe(200);
    await admin.close();

    const response = await page.goto(`${EVENT_PATH}/partner3`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Speed hiring for German speakers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Meet German-speaking employers');
    await expect(main.getByText('Europe/Berlin')).toBeVisible();
    await expect(main.getByText('Draft heading nobody sees')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${EVENT_PATH}$`));
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Register for the week' }).click();
    await expect(page).toHaveURL(/\/register\?referral=partner3$/);
  });
});
