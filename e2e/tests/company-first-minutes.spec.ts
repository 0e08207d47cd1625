// What a company meets in its first minutes (issue 23) on the production build: the return page of a purchase
// without a payment says so with a heading and a way back
// (docs/company-area.md#services-purchases-pricing-and-the-minisite-editor), and the job editor's preview shows the
// description's paragraphs as the job page does. The CV preview's PDF is company-cv-preview.spec.ts's.
import { expect, test } from '../support/test';
import { fillJob, registerCompany, removeJobsAfterwards, saveDraft } from '../support/company';

const drafts = removeJobsAfterwards();

test('the purchase return page without a payment has a heading, says there is none and links to services', async ({
  page,
}) => {
  await registerCompany(page, Date.now());
  for (const address of ['/company/services/purchase-confirmed', '/company/services/purchase-denied?payment=']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible();
    await expect(page.getByText('This address does not name a payment.')).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to services' }).click();
    await expect(page).toHaveURL(/\/company\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services and credits' })).toBeVisible();
  }
});

test('the job editor’s preview shows the description’s paragraphs as the public job page shows them', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Preview check ${stamp}`;
  await registerCompany(page, stamp);
  await page.goto('/company/jobs/create');
  await fillJob(page, { title, country: 'Spain', language: 'Spanish', level: 'Advanced (C1–C2)' });
  // A second paragraph, typed as a recruiter does (Enter makes a paragraph; the first line stays bare).
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second paragraph: what you will do.');
  const jobId = await saveDraft(page);
  drafts.push(jobId);

  const paragraphs = [
    'Help our customers by phone and email in their own language. You join a friendly team, with training from day one.',
    'Second paragraph: what you will do.',
  ];
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Description' })).toBeVisible();
  const previewed = preview.locator('.company-preview__description p');
  await expect(previewed).toHaveText(paragraphs);
  await preview.getByRole('button', { name: 'Close the preview' }).click();

  // Published, its public page says the same paragraphs.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  const job = (await (await page.request.get(`/api/job?id=${jobId}`)).json()).job as { url: string };
  await page.goto(`/jobs/${job.url}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.jobs-description p')).toHaveText(paragraphs);
});
