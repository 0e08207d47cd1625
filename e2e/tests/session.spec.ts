import { expect, test } from '@playwright/test';

test('a session set in the shell is seen by the candidate remote', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('candidate@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();

  await page.goto('/account/dashboard');
  // The heading is rendered by mfe-candidate from the shell's session store.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('candidate@example.com').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your languages' })).toBeVisible();
});

test('wrong credentials get a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('candidate@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
