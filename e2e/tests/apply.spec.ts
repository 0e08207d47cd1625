// The apply flow as a new user walks it (docs/candidate-area.md#the-apply-flow): a guest clicks Apply on a job with
// screening questions, registers, comes back to the job with the flow open, completes the tasks to apply inside it,
// is told which mandatory language is missing before anything is sent, answers the questions (seeing the knockout
// warning) and applies. mfe-candidate's flow is shown in mfe-jobs' page through the shell's loader.
import { expect, type Page, test } from '../support/test';
import { addLanguage, chooseCv, registerCandidate } from '../support/candidate';
import { waitForLiveForm } from '../support/login';
import { minimalPdf } from '../support/pdf';
import { remoteAnswers, restartRemote, stopRemote } from '../support/remotes';
import { axeOn } from '../support/axe';

type JobLanguage = { name: string; slug: string; mandatory: boolean | string; level: number | null };
type FoundJob = { id: number; url: string; title: string; mandatory: JobLanguage[]; other: string };

/** Languages the board knows, to pick one the job does not ask for. */
const SPARE_LANGUAGES = ['Polish', 'Swedish', 'Greek', 'Danish', 'Finnish', 'Czech'];

/**
 * A demo job with all three kinds of screening question (every 50th active job, docs/product-rules.md#applying), open,
 * with one or two mandatory languages at a given level and no external link.
 */
async function findJob(page: Page): Promise<FoundJob> {
  for (let id = 50; id <= 5000; id += 50) {
    const response = await page.request.get(`/api/job?id=${id}`);
    if (!response.ok()) continue;
    const { job } = (await response.json()) as {
      job: { id: number; url: string; title: string; available: boolean; languages: JobLanguage[] } | null;
    };
    if (!job || job.available === false) continue;
    const mandatory = job.languages.filter((language) => language.mandatory === true && language.level !== null);
    if (mandatory.length < 1 || mandatory.length > 2) continue;
    const other = SPARE_LANGUAGES.find((name) => !job.languages.some((language) => language.name === name));
    if (other) return { id: job.id, url: job.url, title: job.title, mandatory, other };
  }
  throw new Error('no demo job with mandatory languages among the jobs with screening questions');
}

test('a guest applies: registers, completes the tasks inside the flow, is told the missing language, answers and applies', async ({
  page,
}) => {
  const job = await findJob(page);
  await page.goto(`/jobs/${job.url}`);
  // The server's markup is inert until the app takes over (docs/pages.md).
  await waitForLiveForm(page);

  // A guest's Apply goes to login; the visitor registers instead, and comes back to the job with the flow open.
  await page.locator('.jobs-actions').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await registerCandidate(page, {
    nombre: 'Ines',
    apellidos: 'Duarte',
    email: `e2e-apply-${Date.now()}@example.com`,
  });
  const flow = page.getByRole('dialog', { name: /^Apply: / });
  await expect(flow).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.url}$`));

  // Step 1, the tasks to apply, each done inside the flow: contact details, a language, a CV.
  await expect(flow.getByText(/Before you apply, complete these parts of your profile/)).toBeVisible();
  const personal = flow.locator('#personal');
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Germ');
  await expect(personal.getByRole('option', { name: 'Germany' })).toBeVisible();
  await country.press('Enter');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name and location saved')).toBeVisible();

  // A language the job does not ask for: the profile task is done, the job's language is still missing.
  const languages = flow.locator('#languages');
  await addLanguage(languages, job.other, 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: `Level of ${job.other}` })).toBeVisible();

  await chooseCv(page, 'ines-duarte.pdf', minimalPdf('Ines Duarte'));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(flow.getByText('To do')).toHaveCount(0);
  await flow.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the missing mandatory language is said plainly, with its level, before anything is sent.
  await expect(flow.getByText(/This job requires (a language|languages) your profile does not have/)).toBeVisible();
  for (const language of job.mandatory) {
    await expect(flow.getByRole('listitem').filter({ hasText: `${language.name}, at least` })).toBeVisible();
  }
  await expect(flow.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  for (const language of job.mandatory) {
    await addLanguage(flow.locator('#languages'), language.name, 'Mother tongue');
    // Added, and the add form drawn afresh: typing the next one before that went into the old form.
    await expect(flow.locator('#languages').getByRole('combobox', { name: `Level of ${language.name}` })).toBeVisible();
  }
  await flow.getByRole('button', { name: 'Check again' }).click();

  // Step 3: the screening questions; the knockout answer is disclosed before sending.
  const permit = flow.getByRole('group', { name: 'Do you have a valid work permit for the country of this job?' });
  await expect(permit).toBeVisible();
  await permit.getByRole('radio', { name: 'No' }).check();
  await expect(flow.getByText('This answer ends your application.')).toBeVisible();
  const axe = await axeOn(page).include('dialog[open]').analyze();
  expect(axe.violations).toEqual([]);
  await permit.getByRole('radio', { name: 'Yes' }).check();
  await expect(flow.getByText('This answer ends your application.')).toHaveCount(0);
  await flow
    .getByRole('group', { name: 'How many years of experience do you have in a similar role?' })
    .getByRole('radio', { name: '1 to 3' })
    .check();
  await flow.getByRole('textbox', { name: 'When could you start?' }).fill('In two weeks');
  await flow.getByRole('button', { name: 'Send application' }).click();

  // Applied: the dialog closes, the job says so with the status, and the page after a reload agrees.
  await expect(flow).toHaveCount(0);
  await expect(page.locator('.jobs-actions').getByText(/^Applied on/)).toBeVisible();
  await expect(page.locator('.jobs-actions').getByText('Applied', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('.jobs-actions').getByText(/^Applied on/)).toBeVisible();
  await expect(page.locator('.jobs-actions').getByRole('link', { name: 'See your applications' })).toHaveAttribute(
    'href',
    '/account/my-jobs/applications',
  );

  // Under My jobs: the application, Applied, with the answers the candidate gave.
  await page.locator('.jobs-actions').getByRole('link', { name: 'See your applications' }).click();
  await expect(page).toHaveURL(/\/account\/my-jobs\/applications$/);
  const card = page.getByRole('tabpanel').locator('.candidate-my-jobs__list > li');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: job.title, exact: true })).toBeVisible();
  await expect(card.locator('.sk-badge')).toHaveText('Applied');
  await expect(card).toContainText('In two weeks');
});

test('with mfe-candidate stopped, a job page still works and its Apply area says applying is unavailable for a moment', async ({
  page,
}) => {
  const job = await findJob(page);
  await registerCandidate(page, {
    nombre: 'Tomas',
    apellidos: 'Berg',
    email: `e2e-apply-down-${Date.now()}@example.com`,
  });
  await stopRemote('mfe_candidate');
  try {
    await page.goto(`/jobs/${job.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('Applying is unavailable for a moment. Please try again in a few minutes.'),
    ).toBeVisible();
    // The rest of the page keeps working: its details and Save.
    await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
    await expect(page.locator('.jobs-actions').getByRole('button', { name: /Save/ })).toBeVisible();
  } finally {
    await restartRemote('mfe_candidate');
    await expect.poll(() => remoteAnswers('mfe_candidate')).toBe(true);
  }
});

test("a guest's Save survives registration: back on the job, the favourite is created", async ({ page }) => {
  const job = await findJob(page);
  await page.goto(`/jobs/${job.url}`);
  await waitForLiveForm(page);
  await page
    .locator('.jobs-actions')
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await registerCandidate(page, {
    nombre: 'Petra',
    apellidos: 'Lind',
    email: `e2e-save-${Date.now()}@example.com`,
  });
  // Registration goes to the job the guest was on (its saved target wins over /welcome), where the Save is done.
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.url}$`));
  await expect(page.getByText('Favorite added')).toBeVisible();
  await expect(page.locator('.jobs-actions').getByRole('button', { name: /^Save .* to favourites$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.locator('.jobs-actions').getByRole('button', { name: /^Save .* to favourites$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
