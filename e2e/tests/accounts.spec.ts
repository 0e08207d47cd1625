import { expect, test } from '../support/test';
import { accountMenu, logIn, logOutFromMenu, waitForLiveForm } from '../support/login';

test('register as a candidate, log out, log in again', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'a-long-and-unusual-passphrase';
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Pereira');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(accountMenu(page)).toBeVisible();

  await logOutFromMenu(page);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, email, password);
});

test('a guest opening a protected page lands on it after login', async ({ page }) => {
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'candidate@example.com');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test('a company is sent to /company/jobs after login', async ({ page }) => {
  await logIn(page, 'company@example.com');
  await expect(page).toHaveURL(/\/company\/jobs$/);
});

test('a candidate on a company route is sent home', async ({ page }) => {
  await logIn(page, 'candidate@example.com');
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('an expired session turns the user into a guest with a notice', async ({ page, context }) => {
  await logIn(page, 'candidate@example.com');
  // The login happened 25 hours ago as far as the session is concerned.
  const cookies = await context.cookies();
  const stamp = cookies.find((c) => c.name.startsWith('login_timestamp'));
  expect(stamp).toBeDefined();
  await context.addCookies([{ ...(stamp as NonNullable<typeof stamp>), value: String(Date.now() - 25 * 3600 * 1000) }]);
  await page.goto('/');
  await expect(page.getByText(/session has expired/i)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
});
