import { expect, type Page, test } from '../support/test';
import { accountMenu, waitForLiveForm } from '../support/login';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function submitLogin(page: Page, password: string) {
  await page.goto('/login');
  await waitForLiveForm(page);
  await page.getByLabel('Email').fill('candidate@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a session set in the shell is seen by the candidate remote', async ({ page }) => {
  await submitLogin(page, 'demo-password');
  await expect(page.getByRole('status').getByText('Logged in successfully', { exact: true })).toBeVisible();
  // docs/product-rules.md#post-login-redirect: no saved target, so the list of the candidate's first language (on a
  // wide screen the list then selects its first job, `?job=`).
  await expect(page).toHaveURL(/\/jobs-for-Spanish-speakers(\?job=\d+)?$/);
  await expect(accountMenu(page)).toHaveAccessibleName(/Maria/);

  await page.goto('/account/dashboard');
  // The heading is rendered by mfe-candidate from the shell's session store.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('candidate@example.com').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile completion' })).toBeVisible();
});

test('wrong credentials get the product message only, and the user stays a guest on the login page', async ({
  page,
}) => {
  await submitLogin(page, 'not-the-password');
  // docs/product-rules.md#error-messages: never which of email or password was wrong.
  await expect(page.locator('.auth-form').getByRole('alert')).toHaveText('An error occurred while logging in');
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged in successfully')).toHaveCount(0);

  // Still a guest: a protected page sends back to login, and home offers to log in.
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});
