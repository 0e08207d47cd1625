// A company hears of its new applicants (docs/company-area.md#mails-about-new-applicants): a candidate applies, the
// company's mail reaches a real SMTP server with a text and an HTML part, and the link in it opens that applicant in
// the back office; then the company chooses one mail a day in its account settings, the choice holds after a reload,
// and the next application waits for the digest instead of mailing at once.
import { expect, test } from '../support/test';
import { mailsTo } from '../support/mail-sink';
import { callApi, companyWithJob, readyCandidate, removeJobsAfterwards } from '../support/company';
import { useDb } from '../support/database';
import { axeOn } from '../support/axe';

const db = useDb();
const jobs = removeJobsAfterwards();

test('a new applicant is mailed to the company with a working link; the company then chooses one mail a day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { stamp, title, companyEmail, companyId, jobId } = await companyWithJob(page, db, jobs, {
    title: 'Support agent with German',
    description: 'Help our customers in German.',
  });

  // The default: a mail at once, to the company's account, with the applicant's name and a link to them.
  const nina = await readyCandidate(page, db, {
    email: `e2e-nina-${stamp}@example.com`,
    nombre: 'Nina',
    apellidos: 'Berg',
  });
  const applied = await callApi(page, nina, 'POST', '/api/candidates/applications', { offer_id: jobId, answers: {} });
  expect(applied.status).toBe(200);
  const applicationId = applied.body.application.id as number;
  await expect.poll(async () => (await mailsTo(companyEmail)).length, { timeout: 45_000 }).toBe(1);
  const [mail] = await mailsTo(companyEmail);
  expect(mail?.parsed.subject).toBe(`New applicant for ${title}: Nina Berg`);
  expect(mail?.parsed.text).toContain(`Nina Berg has applied for ${title} at E2E Hiring ${stamp}.`);
  const html = String(mail?.parsed.html);
  const link = /href="([^"]*\/company\/applicants\/[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(link).toBe(
    `http://localhost:${new URL(page.url()).port}/company/applicants/${jobId}/1?applicant=${applicationId}`,
  );

  // The link opens that applicant in the back office.
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: /Nina Berg/ })).toBeVisible();

  // One mail a day instead: chosen in the account settings, and still chosen after a reload.
  await page.goto('/company/account-settings');
  const card = page.getByRole('region', { name: 'Mails about new applicants' });
  await expect(card.getByRole('radio', { name: 'At once, one mail per application' })).toBeChecked();
  await card.getByRole('radio', { name: 'Once a day, a summary' }).check();
  await card.getByRole('button', { name: 'Save the choice' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Your choice of mails about applicants is saved.'),
  ).toBeVisible();
  await page.reload();
  await expect(card.getByRole('radio', { name: 'Once a day, a summary' })).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // The next application waits for the digest: no second mail now.
  const otto = await readyCandidate(page, db, {
    email: `e2e-otto-${stamp}@example.com`,
    nombre: 'Otto',
    apellidos: 'Berg',
  });
  const second = await callApi(page, otto, 'POST', '/api/candidates/applications', { offer_id: jobId, answers: {} });
  expect(second.status).toBe(200);
  const waiting = await db.query('SELECT application_id FROM applicant_digest_entries WHERE company_id = $1', [
    companyId,
  ]);
  expect(waiting.rows).toEqual([{ application_id: second.body.application.id }]);
  const queued = await db.query('SELECT subject FROM outbox WHERE to_address = $1', [companyEmail]);
  expect(queued.rows).toEqual([{ subject: `New applicant for ${title}: Nina Berg` }]);
});
