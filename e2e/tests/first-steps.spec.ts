// What a new user waits for in the account areas (docs/delivery.md#account-areas-start-early): a sign-in loads the
// user's own area in the background, and an account page opened afresh asks for its first data together with its
// area's files rather than after them. Times are measured by bench/first-steps.mjs, not here: these tests check the
// order of the requests and what the user then sees.
import { type Browser, expect, type Page, type Request, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { registerByApi } from '../support/company';
import { logIn } from '../support/login';
import { REMOTE_PORTS } from '../support/ports';

const remoteFile = (remote: keyof typeof REMOTE_PORTS, file: RegExp) => (request: Request) =>
  request.url().startsWith(`http://localhost:${REMOTE_PORTS[remote]}/`) && file.test(new URL(request.url()).pathname);

/** Registers an account through the api (as the register form does) and logs it in through the login form. */
async function signedUp(page: Page, account: Record<string, string>): Promise<void> {
  await page.goto('/login');
  await registerByApi(page, account);
  await logIn(page, account.email as string, E2E_PASSWORD);
}

/** Opens `path` in a new browser context with this session and an empty cache; answers the requests in order. */
async function openAfresh(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const requests: string[] = [];
  fresh.on('request', (request) => requests.push(request.url()));
  await fresh.goto(path);
  return { page: fresh, requests, close: () => context.close() };
}

/**
 * The area's own request of a file once its module runs: the last one. The api also hints the area's catalogue and
 * page with its entry, so the first request of the catalogue is that prefetch, before the area has run
 * (docs/delivery.md#account-areas-load-one-page).
 */
const lastIndex = (requests: string[], pattern: RegExp) => requests.findLastIndex((url) => pattern.test(url));

test("a candidate's sign-in loads their account area in the background, before they open it", async ({ page }) => {
  const email = `e2e-first-steps-${Date.now()}@example.com`;
  // The area's own screens (its exposed `routes` module), not only the remote's entry, which a job list may use too.
  const areaLoaded = page.waitForRequest(remoteFile('mfe_candidate', /\/__federation_expose_routes\.\w+\.js$/), {
    timeout: 20_000,
  });
  await signedUp(page, { type: 'candidate', email, nombre: 'Lena', apellidos: 'Berg' });
  // The login leads to the job lists, not to the account: its area was asked for all the same.
  await expect(page).toHaveURL(/\/jobs/);
  await areaLoaded;
});

test("a candidate's dashboard comes with its data in the page: shown from the first HTML, never asked for again", async ({
  page,
  browser,
}) => {
  const email = `e2e-first-steps-dashboard-${Date.now()}@example.com`;
  await signedUp(page, { type: 'candidate', email, nombre: 'Lena', apellidos: 'Berg' });
  const dashboard = await openAfresh(browser, page, '/account/dashboard');
  await expect(dashboard.page.getByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeVisible();
  await expect(
    dashboard.page.getByRole('region', { name: 'Profile completion' }).getByRole('progressbar'),
  ).toBeVisible();
  await dashboard.page.waitForLoadState('networkidle');
  // The api wrote the page from its own answer for this session and carried it
  // (docs/delivery.md#the-dashboard-in-the-first-html): neither main.js nor the page asks for it (before: asked once,
  // with the area's files).
  expect(dashboard.requests.filter((url) => /\/api\/candidates\/dashboard$/.test(url))).toEqual([]);
  await dashboard.close();
});

test("no api request of a candidate's dashboard comes after its render", async ({ page, browser }) => {
  const email = `e2e-first-steps-all-${Date.now()}@example.com`;
  await signedUp(page, { type: 'candidate', email, nombre: 'Lena', apellidos: 'Berg' });
  const dashboard = await openAfresh(browser, page, '/account/dashboard');
  // A new profile is not ready for matchings: the block says what to complete (the api's refusal is its answer).
  const recommended = dashboard.page.getByRole('region', { name: 'Recommended jobs' });
  await expect(recommended.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
  // The link shows from the first HTML, the api's markup (docs/delivery.md#the-dashboard-in-the-first-html), before the
  // area has run: the requests are read once the area has taken the page over and the network is quiet (CI read them
  // while the area's catalogue was still on its way).
  await dashboard.page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await expect(dashboard.page.locator('#main .sk-server-markup')).toHaveCount(0);
  await dashboard.page.waitForLoadState('networkidle');
  const { requests } = dashboard;
  const messages = lastIndex(requests, /\/candidate-messages-en-json\.[\w]+\.js$/);
  const api = requests.filter((url) => new URL(url).pathname.startsWith('/api/'));
  const late = requests.slice(messages).filter((url) => new URL(url).pathname.startsWith('/api/'));
  expect(messages).toBeGreaterThanOrEqual(0);
  // Before: the matchings were asked for only once the area had rendered, one round trip after the rest, and ended
  // last (docs/delivery.md#the-dashboards-data-asked-at-once).
  expect(late).toEqual([]);
  // One answer for every block, the matchings' refusal among them (docs/delivery.md#the-dashboard-in-one-call): six
  // calls before, each answer a render of its own on the phone; now carried in the page itself.
  expect(api.filter((url) => /\/api\/candidates\/dashboard$/.test(url))).toEqual([]);
  expect(api.filter((url) => /\/api\/(app\/matchings|candidates\/(profile|favorites|applications))/.test(url))).toEqual(
    [],
  );
  await dashboard.close();
});

test("a company's dashboard comes with its figures in the page and shows them, never asking for them again", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signedUp(page, {
    type: 'company',
    email: `e2e-first-steps-company-${stamp}@example.com`,
    nombre: 'Nora',
    company_name: `First Steps ${stamp}`,
  });
  const dashboard = await openAfresh(browser, page, '/company/dashboard');
  await expect(dashboard.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(dashboard.page.getByRole('list', { name: 'Your figures' })).toBeVisible();
  await dashboard.page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await expect(dashboard.page.locator('#main .sk-server-markup')).toHaveCount(0);
  await dashboard.page.waitForLoadState('networkidle');
  // Written and carried by the api for this session (docs/delivery.md#the-dashboard-in-the-first-html).
  expect(dashboard.requests.filter((url) => /\/api\/companies\/dashboard$/.test(url))).toEqual([]);
  // The credits in the back office's bar are the area's own request.
  await expect(dashboard.page.getByRole('link', { name: /^Credits:/ })).toBeVisible();
  await dashboard.close();
});
