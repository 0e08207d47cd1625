import { expect, type Page, test } from '../support/test';
import { logIn, waitForLiveForm } from '../support/login';

/** Every CSP violation the page reports, from the DOM event and from chromium's console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the site works under its Content-Security-Policy: pages, remotes and login, with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // /jobs loads mfe-jobs from its own origin (manifest, remoteEntry.js, chunks, styles).
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstJob = page.locator('a[href^="/jobs/"]').first();
  await expect(firstJob).toBeVisible();
  await firstJob.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/login');
  await waitForLiveForm(page);
  // An unknown account: the other tests' demo logins from this address stay unthrottled.
  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while logging in');

  expect(violations).toEqual([]);

  // The control: an injected inline script is refused and reported, so the watch above does see violations.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('job lists and job pages on a phone, in Polish, then signed in, with no violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'locale', value: 'pl', url: baseURL ?? '' }]);
  const walk = async () => {
    for (const path of ['/jobs', '/jobs-in-Krak%C3%B3w-for-Polish-speakers', '/remote-jobs', '/jobs/2']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.sk-server-markup')).toHaveCount(0);
    }
    // A job page, opened from its card.
    await page.locator('main a[href^="/jobs/"]').first().click();
    await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await walk();
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
  await logIn(page, 'candidate@example.com');
  await walk();
  expect(violations).toEqual([]);
});

test('another origin cannot frame the login page', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="framed" src="${baseURL}/login" width="400" height="300"></iframe>`);
  const frame = page.frameLocator('#framed');
  await page.waitForTimeout(1500);
  await expect(frame.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
});

test('the API documentation (Swagger UI) works under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /EuLangJobs API/ })).toBeVisible();
  expect(violations).toEqual([]);
});
