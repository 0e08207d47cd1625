// The company's services screens on the production build (docs/company-area.md#screens): a new company buys CV
// credits by card on the built-in test provider's checkout and sees them and the invoice; a declined payment shows
// the denied page and adds nothing; a bank transfer shows its instructions and stays pending. The services and
// purchase screens have no accessibility violation.
import { expect, type Page, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { registerCompanyByApi } from '../support/company';
import { logIn } from '../support/login';
import { axeOn } from '../support/axe';

/** Registers a fresh company through the api, as the register form does, and logs it in through the login page. */
async function registerCompany(page: Page) {
  await page.goto('/');
  const email = `e2e-services-${Date.now()}@example.com`;
  await registerCompanyByApi(page, { company_name: 'Services Trials', nombre: 'Jana', email });
  await logIn(page, email, E2E_PASSWORD);
}

async function expectNoAxeViolation(page: Page) {
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const balance = (page: Page, name: string) => page.locator('.company-balance').filter({ hasText: name }).locator('dd');

async function startPurchase(page: Page, method: 'Card' | 'Bank transfer') {
  await page.goto('/company/services/purchase?code=cv_credits_10');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('cv_credits_10');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('You get 10 CV credits.');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: method === 'Card' ? 'Continue to payment' : 'Get the bank details' }).click();
}

test('a new company buys CV credits by card, sees them and the invoice; a decline adds nothing; a transfer waits', async ({
  page,
}) => {
  await registerCompany(page);

  await page.goto('/company/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services and credits' })).toBeVisible();
  await expect(balance(page, 'CV credits')).toHaveText('0');
  await expect(balance(page, 'Job post credits')).toHaveText('1');
  const pack = page.getByRole('article', { name: '10 CV credits' });
  await expect(pack).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  await expectNoAxeViolation(page);
  // On a phone too: the cards stack, nothing overflows the screen sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolation(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // From the catalogue to the purchase, preselected.
  await pack.getByRole('link', { name: 'Buy 10 CV credits' }).click();
  await expect(page).toHaveURL(/\/company\/services\/purchase\?code=cv_credits_10$/);
  await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
  await expectNoAxeViolation(page);

  // Card: the provider's page (outside the app), Pay, and back to the confirmation.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/company/services/purchase-confirmed?payment=*');
  await expect(page.getByText('10 CV credits were added to your account.')).toBeVisible();
  const invoiceLine = page.getByText(/^Invoice \d{4}-\d{6} is ready\./);
  await expect(invoiceLine).toBeVisible();
  const number = (await invoiceLine.textContent())?.match(/\d{4}-\d{6}/)?.[0] ?? '';
  await page.getByRole('button', { name: 'View the invoice' }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(invoice).toContainText('10 CV credits');
  // The seller's legal identity and the dates an EU invoice needs (docs/company-area.md#invoices).
  await expect(invoice.getByRole('heading', { name: 'Seller' })).toBeVisible();
  await expect(invoice).toContainText('VAT ID: ESB12345678');
  await expect(invoice).toContainText('Date of supply');
  await invoice.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Back to services' }).click();
  await expect(balance(page, 'CV credits')).toHaveText('10');
  const paidRow = page.getByRole('row').filter({ hasText: number });
  await expect(paidRow).toContainText('Paid');
  await paidRow.getByRole('button', { name: `Open invoice ${number}` }).click();
  await expect(page.getByRole('dialog', { name: `Invoice ${number}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Declined: the denied page, a way to try again, and no credits.
  await startPurchase(page, 'Card');
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL('**/company/services/purchase-denied?payment=*');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/company/services/purchase?code=cv_credits_10',
  );

  // Transfer: the instructions, pending, and still no new credits.
  await startPurchase(page, 'Bank transfer');
  await page.waitForURL('**/company/services/purchase-transfer/*');
  const details = page.getByRole('region', { name: /Bank transfer details/ });
  await expect(details).toContainText('Pending');
  for (const label of ['Amount', 'IBAN', 'BIC', 'Beneficiary', 'Reference']) {
    await expect(details.getByRole('button', { name: `Copy ${label}` })).toBeVisible();
  }
  await expect(details).toContainText('€95.59');

  await page.goto('/company/services');
  await expect(balance(page, 'CV credits')).toHaveText('10');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Pending');
  await expect(rows.nth(2)).toContainText('Declined');
  await expect(rows.nth(3)).toContainText('Paid');
});

test('a company buys the minisite, designs it, and its public page shows the colours and blocks', async ({ page }) => {
  await registerCompany(page);

  // Without the service: what it gets, and the way to buy it.
  await page.goto('/company/minisite');
  const offer = page.getByRole('region', { name: 'Your minisite is not active yet' });
  const buy = offer.getByRole('link', { name: 'Buy the minisite' });
  // The link names the minisite's offer once the services have loaded; before, it leads to the services page (CI
  // clicked it that early once).
  await expect(buy).toHaveAttribute('href', /purchase\?code=minisite_12m$/);
  await buy.click();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('minisite_12m');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your minisite is active for 12 months.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit your minisite' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Logo' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByRole('radio', { name: /Template 1/ }).check();
  await page.getByRole('checkbox', { name: /Use my brand colours/ }).check();
  // Too light for white text: said on the field as it is picked.
  await page.getByLabel('Primary colour').fill('#ffd500');
  await expect(page.getByText(/White text on this colour has a contrast of/)).toBeVisible();
  await page.getByLabel('Primary colour').fill('#7a1f5c');
  await expect(page.getByText(/White text on this colour has a contrast of/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'New block' }).selectOption('benefits');
  await page.getByRole('button', { name: 'Add the block' }).click();
  const block = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Block 1: Benefits' }) });
  await block.getByRole('textbox', { name: 'Title' }).fill('Why join us');
  await block.getByRole('textbox', { name: 'Benefits' }).fill('Relocation help\nLanguage courses');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save the minisite' }).click();
  await expect(page.getByText('Your minisite is saved.')).toBeVisible();

  await page.getByRole('link', { name: 'View your minisite' }).click();
  const header = page.getByRole('region', { name: /^About / });
  await expect(header.getByRole('heading', { name: 'Why join us' })).toBeVisible();
  await expect(header.getByRole('listitem')).toHaveText(['Relocation help', 'Language courses']);
  await expect(header).toHaveClass(/jobs-minisite--template-1/);
  await expect(header).toHaveCSS('background-color', 'rgb(122, 31, 92)');
});
