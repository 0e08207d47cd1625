// Forms that check on the client with the api's own rules and say every problem at once, in plain words
// (docs/design-system.md#useform-and-errorsummary, docs/i18n.md#field-names-in-messages): nothing reaches the api while a field is
// wrong, the api's refusals land on their fields, and an answer removes its error at once.
import { expect, type Page, test } from '../support/test';
import { addLanguage, chooseCv, E2E_PASSWORD, registerCandidate } from '../support/candidate';
import { waitForLiveForm } from '../support/login';
import { minimalPdf } from '../support/pdf';
import { axeOn } from '../support/axe';

/** Every call the page makes to the api's register endpoint from now on. */
function registerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/register') calls.push(request.method());
  });
  return calls;
}

test('register with every field empty shows every error at once, sends nothing, and the focus is on the first', async ({
  page,
}) => {
  const calls = registerCalls(page);
  await page.goto('/register?type=company');
  await waitForLiveForm(page);
  await page.getByRole('button', { name: 'Create the account' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There are 5 problems with this form:');
  for (const [label, error] of [
    ['Company name', 'Company name is required.'],
    ['First name', 'First name is required.'],
    ['Email', 'Email is required.'],
    ['Password', 'Password is required.'],
    ['Repeat the password', 'Repeat the password is required.'],
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(`^${error}`));
    await expect(summary.getByRole('link', { name: error, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Company name')).toBeFocused();
  expect(calls).toEqual([]);
  const axe = await axeOn(page).analyze();
  expect(axe.violations).toEqual([]);

  // The rules are the api's: the email's shape and the password's length, said before any round trip.
  await page.getByLabel('Email').fill('ana@');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Email must be an email address, like name@example.com.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /^Password must be at least 10 characters\./,
  );
  // A link of the summary takes the keyboard to its field.
  await summary.getByRole('link', { name: 'First name is required.' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(calls).toEqual([]);
});

test('in Polish, the errors name the fields by their Polish labels', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'locale', value: 'pl', url: baseURL ?? '' }]);
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('alert')).toContainText('W formularzu są 4 błędy:');
  await expect(page.getByLabel('Imię')).toHaveAccessibleDescription('Pole „Imię” jest wymagane.');
  await expect(page.getByLabel('Adres e-mail')).toHaveAccessibleDescription('Pole „Adres e-mail” jest wymagane.');
  await expect(page.getByLabel('Powtórz hasło')).toHaveAccessibleDescription('Pole „Powtórz hasło” jest wymagane.');
});

test("the api's refusal (the email taken) shows at its field, in words, and goes once the email changes", async ({
  page,
}) => {
  const calls = registerCalls(page);
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Email').fill('candidate@example.com');
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('The email has already been taken.');
  await expect(email).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('There is 1 problem with this form:');
  expect(calls).toEqual(['POST']);
  await email.fill(`e2e-forms-${Date.now()}@example.com`);
  await expect(email).not.toHaveAttribute('aria-invalid');
});

type JobLanguage = { name: string; mandatory: boolean | string };

/**
 * A demo job with screening questions (every 50th active job, docs/product-rules.md#applying), open, and the one or two
 * languages it requires.
 */
async function jobWithQuestions(page: Page): Promise<{ url: string; languages: string[] }> {
  for (let id = 50; id <= 5000; id += 50) {
    const response = await page.request.get(`/api/job?id=${id}`);
    if (!response.ok()) continue;
    const { job } = (await response.json()) as {
      job: { url: string; available: boolean; languages: JobLanguage[] } | null;
    };
    if (!job || job.available === false) continue;
    const required = job.languages.filter((language) => language.mandatory === true).map((language) => language.name);
    if (required.length >= 1 && required.length <= 2) return { url: job.url, languages: required };
  }
  throw new Error('no demo job with screening questions that requires one or two languages');
}

test('in the apply flow, answering a question removes its error at once', async ({ page }) => {
  const job = await jobWithQuestions(page);
  await registerCandidate(page, {
    nombre: 'Maja',
    apellidos: 'Lind',
    email: `e2e-forms-apply-${Date.now()}@example.com`,
  });
  await page.goto(`/jobs/${job.url}`);
  await page.locator('.jobs-actions').getByRole('button', { name: 'Apply' }).click();
  const flow = page.getByRole('dialog', { name: /^Apply: / });

  // The tasks to apply first, done inside the flow (as apply.spec.ts walks them).
  const personal = flow.locator('#personal');
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Swed');
  await expect(personal.getByRole('option', { name: 'Sweden' })).toBeVisible();
  await country.press('Enter');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name and location saved')).toBeVisible();
  // The job's own languages, so none is missing after the tasks.
  for (const language of job.languages) await addLanguage(flow.locator('#languages'), language, 'Mother tongue');
  await chooseCv(page, 'maja-lind.pdf', minimalPdf('Maja Lind'));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await flow.getByRole('button', { name: 'Continue' }).click();

  // The questions: sending with none answered marks each; an answer removes its own error at once.
  await flow.getByRole('button', { name: 'Send application' }).click();
  const count = await flow.locator('.candidate-apply__question').count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(flow.getByText('Please answer this question.')).toHaveCount(count);
  const permit = flow.getByRole('group', { name: 'Do you have a valid work permit for the country of this job?' });
  await expect(permit.getByRole('radio').first()).toBeFocused();
  await permit.getByRole('radio', { name: 'Yes' }).check();
  await expect(permit.getByText('Please answer this question.')).toHaveCount(0);
  await expect(flow.getByText('Please answer this question.')).toHaveCount(count - 1);
  await flow.getByRole('textbox', { name: 'When could you start?' }).fill('In a month');
  await expect(flow.getByText('Please answer this question.')).toHaveCount(count - 2);
});
