// docs/delivery.md#the-list-travels-in-the-page: a guest's job list arrives with its first page in the HTML, and the
// app shows it without asking the api again; a signed-in candidate's list is asked for (it carries their own marks).
import { expect, type Page, test } from '../support/test';
import { logIn } from '../support/login';

const listRequests = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    // A job list of the api: `/api/jobs`, `/api/jobs-for-English-speakers/2`... (not `/api/job`, one job).
    const url = new URL(request.url());
    if (/^\/api\/[^/]*jobs[^/]*(?:\/\d+)?$/.test(url.pathname)) asked.push(url.pathname + url.search);
  });
  return asked;
};

/** The app has taken the list over and selected its first job beside it. */
async function listShown(page: Page) {
  await expect(page.locator('#main .sk-server-markup, #main [inert], #main .sk-skeleton')).toHaveCount(0);
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .locator(':scope > li'),
  ).toHaveCount(20);
  await expect(page.getByRole('complementary', { name: 'Selected job' }).getByRole('heading').first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]job=\d+/);
}

test("a guest's job list shows the page's own list without asking the api for it; the next page is asked for", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = listRequests(page);
  await page.goto('/jobs-for-English-speakers?experience=1');
  await listShown(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // Loading more is a request of the app's own.
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .locator(':scope > li'),
  ).toHaveCount(40);
  expect(asked).toEqual([expect.stringMatching(/^\/api\/jobs-for-English-speakers\?.*_from=20/)]);
});

test("a signed-in candidate's job list is asked for: the page holds a guest's", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'candidate@example.com');
  // The login lands on the candidate's own list (/jobs-for-…-speakers): its request is not one of /jobs's. The app
  // navigates there without a new document, so 'networkidle' answered at once and that request was once counted;
  // the landing's list on screen means its request has been answered.
  await listShown(page);
  const asked = listRequests(page);
  await page.goto('/jobs');
  await listShown(page);
  expect(asked).toEqual([expect.stringMatching(/^\/api\/jobs\?.*_from=0/)]);
});
