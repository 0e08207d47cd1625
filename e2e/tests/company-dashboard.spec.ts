// The company's dashboard says each count once (issue 29; docs/company-area.md#the-back-office-layout-dashboard-jobs-questions-settings-registry-faq):
// the active jobs and new applicants in their figure cards, the credits in the back office's bar. "Your back office"
// leads to the areas without repeating the figures.
import { expect, test } from '../support/test';
import { logIn } from '../support/login';

test('the demo company’s dashboard shows each count once', async ({ page }) => {
  await logIn(page, 'company@example.com');
  await page.goto('/company/dashboard');
  const figures = page.getByRole('list', { name: 'Your figures' });
  await expect(figures).toBeVisible();
  const main = page.locator('#main');
  // One "active jobs" and one "new applicants" on the page: the figure cards'.
  await expect(main.getByText(/active jobs?/i)).toHaveCount(1);
  await expect(figures.getByText('Active jobs', { exact: true })).toBeVisible();
  await expect(main.getByText(/new applicants?$/i)).toHaveCount(1);
  // The credits once: in the bar above the page, not again as figures.
  await expect(main.getByRole('link', { name: /^Credits: / })).toHaveCount(1);
  await expect(main.getByText(/left$/)).toHaveCount(0);
  // The areas are still one click away, by name only.
  const areas = page.getByRole('region', { name: 'Your back office' });
  await expect(areas.getByRole('link', { name: 'Your jobs', exact: true })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Applicants', exact: true })).toBeVisible();
});
