// Buying services with the built-in test provider on the production build (docs/company-area.md#services-and-payments,
// docs/operations.md#payments): a new company buys job posts, pays on the provider's hosted checkout page (a page
// of our own origin, under the site's Content-Security-Policy), and its credits arrive once; a declined payment adds
// nothing. The calls are made as the site's client makes them: a bearer token and the XSRF double-submit cookie.
import { expect, test } from '../support/test';
import { callApi, cspRefusals, registerCompanyByApi } from '../support/company';
import { axeOn } from '../support/axe';

test('a new company pays for job posts on the test checkout, and a declined payment adds nothing', async ({ page }) => {
  const refused = cspRefusals(page);
  await page.goto('/');
  const token = await registerCompanyByApi(page, {
    company_name: 'Checkout Trials',
    nombre: 'Ana',
    email: `e2e-payments-${Date.now()}@example.com`,
  });
  expect((await callApi(page, token, 'GET', '/api/companies/balances')).body).toEqual({
    balances: { job: 1, cv: 0 },
    minisite: false,
  });

  const bought = await callApi(page, token, 'POST', '/api/companies/services/purchase', {
    code: 'job_posts_5',
    quantity: 1,
    method: 'card',
  });
  expect(bought.status).toBe(201);
  const { payment, redirect } = bought.body as { payment: { id: string; total: number }; redirect: string };
  expect(redirect).toBe(`/payments/test-checkout/${payment.id}`);

  await page.goto(redirect);
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expect(page.getByText('€482.79')).toBeVisible();
  // Its stylesheet is a file of our origin: the CSP allows it, and the Pay button is styled by it.
  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toHaveCSS('background-color', 'rgb(23, 71, 181)');
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await pay.click();
  await page.waitForURL(`**/company/services/purchase-confirmed?payment=${payment.id}`);
  const paid = await callApi(page, token, 'GET', `/api/companies/services/payments/${payment.id}`);
  expect(paid.body.payment).toMatchObject({
    status: 'paid',
    invoice: { number: expect.stringMatching(/^\d{4}-\d{6}$/) },
  });
  expect((await callApi(page, token, 'GET', '/api/companies/balances')).body.balances).toEqual({ job: 6, cv: 0 });

  // Back to the checkout (the back button): the payment is no longer open, and nothing is added twice.
  await page.goto(redirect);
  await expect(page.getByText('This payment is not open any more.')).toBeVisible();
  expect((await callApi(page, token, 'GET', '/api/companies/balances')).body.balances).toEqual({ job: 6, cv: 0 });

  const second = await callApi(page, token, 'POST', '/api/companies/services/purchase', {
    code: 'cv_credits_10',
    quantity: 1,
    method: 'card',
  });
  await page.goto(second.body.redirect);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(`**/company/services/purchase-denied?payment=${second.body.payment.id}`);
  const denied = await callApi(page, token, 'GET', `/api/companies/services/payments/${second.body.payment.id}`);
  expect(denied.body.payment).toMatchObject({ status: 'denied', invoice: null });
  expect((await callApi(page, token, 'GET', '/api/companies/balances')).body.balances).toEqual({ job: 6, cv: 0 });
  expect(refused).toEqual([]);
});

test('a company buys the minisite by bank transfer, an admin marks it paid, and its design shows on /jobs-at-{slug}', async ({
  page,
}) => {
  const refused = cspRefusals(page);
  await page.goto('/');
  const token = await registerCompanyByApi(page, {
    company_name: `Minisite Trials ${Date.now()}`,
    nombre: 'Jon',
    email: `e2e-minisite-${Date.now()}@example.com`,
  });
  const bought = await callApi(page, token, 'POST', '/api/companies/services/purchase', {
    code: 'minisite_12m',
    quantity: 1,
    method: 'transfer',
  });
  expect(bought.body.redirect).toBe(`/company/services/purchase-transfer/${bought.body.payment.id}`);
  expect(bought.body.payment.transfer.reference).toMatch(/^ELJ-/);

  const admin = await callApi(page, null, 'POST', '/api/auth/login', {
    email: 'admin@example.com',
    password: 'demo-password',
  });
  const marked = await callApi(
    page,
    admin.body.token,
    'POST',
    `/api/admin/payments/${bought.body.payment.id}/mark-paid`,
  );
  expect(marked.body.payment.status).toBe('paid');
  expect((await callApi(page, token, 'GET', '/api/companies/balances')).body.minisite).toBe(true);

  const saved = await callApi(page, token, 'PUT', '/api/companies/minisite', {
    template: 1,
    colors: { primary: '#1747b5', accent: '#c2410c' },
    blocks: [
      { type: 'text', title: 'Who we are', body: 'Forty people who speak eleven languages.' },
      { type: 'benefits', title: 'Why join', items: ['Language courses', 'Remote Fridays'] },
      { type: 'video', title: 'Our office', url: 'https://vimeo.com/76979871' },
    ],
  });
  expect(saved.status).toBe(200);
  const publicUrl = new URL(saved.body.minisite.public_url as string);

  await page.goto(publicUrl.pathname);
  const branding = page.getByTestId('minisite');
  await expect(branding.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(branding.getByRole('listitem')).toHaveText(['Language courses', 'Remote Fridays']);
  await expect(branding.getByRole('link', { name: 'Watch the video: Our office' })).toHaveAttribute(
    'href',
    'https://vimeo.com/76979871',
  );
  // The company's colour reaches the page through a custom property, under the site's CSP.
  await expect(branding).toHaveCSS('border-top-color', 'rgb(23, 71, 181)');
  // Checked before axe, whose own injected styles the CSP refuses.
  expect(refused).toEqual([]);
  const axe = await axeOn(page).include('[data-testid="minisite"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
