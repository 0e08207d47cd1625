import { expect, type Page, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { waitForLiveForm } from '../support/login';
import { connectDb } from '../support/database';
import { axeOn } from '../support/axe';

// The landing pages of the route list (docs/events.md#landing-pages), each opened as a campaign link would open it
// (with a platform or a referral), against the pages the reference seed publishes. What each must show is read from
// the page as the api publishes it: its hero's title as the h1 and, on an employer landing, its live jobs.
const LANDINGS = [
  { name: 'work-in-europe', path: '/candidates/work-in-Europe/facebook' },
  { name: 'jobs-in-europe', path: '/applicant/jobs-in-Europe/instagram' },
  { name: 'tp-greece-jobs', path: '/candidates/TPGreeceJobs/linkedin', employer: true },
  { name: 'jobs-at-tech-mahindra', path: '/candidates/jobs-at-tech-mahindra/linkedin', employer: true },
  { name: 'jobs-at-foundever', path: '/candidates/jobs-at-Foundever/indeed', employer: true },
  { name: 'jobs-at-ttec', path: '/candidates/jobs-at-ttec/google', employer: true },
  { name: 'jobs-at-concentrix', path: '/candidates/jobs-at-concentrix/tiktok', employer: true },
  { name: 'download-app', path: '/download-app/spring-campaign' },
  { name: 'go-places-application', path: '/applicant/go-places-application/uni-athens' },
  { name: 'go-places-app-support', path: '/goplaces/app-support', bare: true },
] as const;

type Block = { id: string; type: string; props: Record<string, unknown> };
type PublishedJob = { title: string; url: string; company: { slug: string } };
type PublishedPage = {
  title: string;
  canonical: string;
  blocks: Block[];
  jobs: Record<string, PublishedJob[]>;
};

async function publishedPage(page: Page, name: string): Promise<PublishedPage> {
  const answer = await page.request.get(`/api/pages/landing:${name}`);
  expect(answer.status(), `landing:${name} is published`).toBe(200);
  return (await answer.json()).page;
}

const heroTitle = (published: PublishedPage) =>
  published.blocks.find((block) => block.type === 'hero')?.props.title as string | undefined;

/** The navbar and the footer of the shell: a landing shows neither. */
async function expectNoChrome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

for (const landing of LANDINGS) {
  test(`${landing.path} shows its published page without the navbar`, async ({ page }) => {
    const published = await publishedPage(page, landing.name);
    const title = heroTitle(published);
    expect(title, 'the seeded page starts with a hero').toBeTruthy();

    await page.goto(landing.path);
    await waitForLiveForm(page);
    // Once the events area has replaced the server's first HTML: the page's own h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(page).toHaveTitle(
      published.title.includes('EuLangJobs') ? published.title : `${published.title} | EuLangJobs`,
    );
    await expectNoChrome(page);
    // One canonical address per landing, whatever campaign brought the visitor.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(published.canonical);
    expect(new URL(canonical ?? '').pathname).toBe(
      landing.path
        .split('/')
        .slice(0, 'bare' in landing ? 3 : -1)
        .join('/'),
    );

    if ('employer' in landing) {
      // The employer's own live jobs: the page's company_jobs block names the employer, the api sends its jobs.
      const block = published.blocks.find((b) => b.type === 'company_jobs');
      expect(block, 'an employer landing lists its jobs').toBeTruthy();
      const jobs = published.jobs[block?.id ?? ''] ?? [];
      expect(jobs.length, 'the employer has live jobs').toBeGreaterThan(0);
      expect(jobs.every((job) => job.company.slug === block?.props.company_slug)).toBe(true);
      const first = jobs[0];
      await expect(
        page.getByRole('article').getByRole('link', { name: first?.title, exact: true }).first(),
      ).toHaveAttribute('href', `/jobs/${first?.url}`);
    }
    if (landing.name === 'download-app') {
      // The referral rides along to the stores.
      const stores = page.getByRole('link', { name: /App Store|Google Play/ });
      await expect(stores.first()).toBeVisible();
      for (const href of await stores.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/[?&](ct|referrer|referral)=spring-campaign/);
      }
    }
  });
}

test('a trailing slash is stripped from /applicant/jobs-in-Europe/', async ({ page }) => {
  await page.goto('/applicant/jobs-in-Europe/');
  await expect(page).toHaveURL(/\/applicant\/jobs-in-Europe$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoChrome(page);
});

test('a guest registers from /candidates/work-in-Europe/facebook and the account keeps "facebook"', async ({
  page,
}) => {
  const email = `e2e-landing-${Date.now()}@example.com`;
  const published = await publishedPage(page, 'work-in-europe');
  const form = published.blocks.find((block) => block.type === 'registration_form');
  expect(form, 'the landing has a sign-up').toBeTruthy();

  await page.goto('/candidates/work-in-Europe/facebook');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page
    .getByRole('button', { name: (form?.props.button_label as string) || 'Create my account', exact: true })
    .click();

  // On to the onboarding, signed in.
  await expect(page).toHaveURL(/\/welcome$/);
  const db = await connectDb();
  try {
    const { rows } = await db.query('SELECT type, referral_platform FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ type: 'candidate', referral_platform: 'facebook' }]);
  } finally {
    await db.end();
  }
});

test('a guest applies from /applicant/go-places-application/uni-athens: registered for go places, on its event page', async ({
  page,
}) => {
  const email = `e2e-go-places-${Date.now()}@example.com`;
  const published = await publishedPage(page, 'go-places-application');
  const form = published.blocks.find((block) => block.type === 'registration_form');
  expect(form, 'the application has a sign-up').toBeTruthy();

  await page.goto('/applicant/go-places-application/uni-athens');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill('Nikos');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page
    .getByRole('button', { name: (form?.props.button_label as string) || 'Register for the event', exact: true })
    .click();

  // The go-places event page, as a registered candidate sees it (with the navbar back).
  await expect(page).toHaveURL(/\/candidates\/go-places\?view=event$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const db = await connectDb();
  try {
    const { rows } = await db.query(
      `SELECT u.referral_platform, c.fk_virtual_event_id, c.origin
         FROM users u JOIN candidate_virtual_events c ON c.user_id = u.id
        WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ referral_platform: 'uni-athens', fk_virtual_event_id: 22, origin: 'uni-athens' }]);
  } finally {
    await db.end();
  }
});

for (const width of [390, 1366]) {
  test(`two landings have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/candidates/work-in-Europe/facebook', '/candidates/jobs-at-ttec/google']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForLiveForm(page);
      const results = await axeOn(page).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
}
