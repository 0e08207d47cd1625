// Previous and Next in the applicant panel go on over the pages of the list (docs/company-area.md#applicants-cv-search-and-candidates):
// with 21 applicants (20 a page), Next on the last applicant of page 1 opens the first of page 2, the counter counts
// over the whole stage ("21 of 21", not "1 of 1"), and K goes back to page 1. A candidate who added a second CV after
// applying: the panel shows the CV sent with the application, with no switcher (docs/company-area.md).
import { applicantsApply, companyWithJob, removeJobsAfterwards } from '../support/company';
import { useDb } from '../support/database';
import { minimalPdf } from '../support/pdf';
import { expect, test } from '../support/test';

const db = useDb();
const jobs = removeJobsAfterwards();

test('Next on the last applicant of a page opens the first of the next page, counted over the stage', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { jobId, stamp } = await companyWithJob(page, db, jobs, { title: 'Paged agent' });
  // 21 applicants, one more than a page; the list is newest first, so the first to apply ends page 2.
  const names = Array.from({ length: 21 }, (_, i) => `Row${String.fromCharCode(65 + i)}`);
  await applicantsApply(page, db, { jobId, stamp, tag: 'paged', names });
  // RowA adds a second CV after applying: the company still sees the one sent.
  const pdf = minimalPdf('RowA Lind in German');
  await db.query(
    `WITH owner AS (SELECT id FROM users WHERE email = $1),
          file AS (INSERT INTO files (owner_user_id, kind, filename, content_type, size, data)
                   SELECT id, 'cv', 'rowa-de.pdf', 'application/pdf', $2, $3 FROM owner RETURNING id, owner_user_id)
     INSERT INTO candidate_cvs (user_id, file_id, name, is_default) SELECT owner_user_id, id, 'rowa-de.pdf', false FROM file`,
    [`e2e-paged-rowa-${stamp}@example.com`, pdf.length, pdf],
  );

  await page.goto(`/company/applicants/${jobId}/1?view=list`);
  const openers = page.locator('.company-applicant__name button');
  await expect(openers).toHaveCount(20);
  const lastOfPage = (await openers.nth(19).textContent())?.trim() ?? '';
  await openers.nth(19).click();
  await expect(page.getByRole('dialog', { name: lastOfPage })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Move between applicants' });
  await expect(steps).toContainText('20 of 21');

  await steps.getByRole('button', { name: 'Next applicant' }).click();
  await expect(page.getByRole('dialog', { name: 'RowA Lind' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/company/applicants/${jobId}/2\\?.*applicant=`));
  await expect(steps).toContainText('21 of 21');
  await expect(steps.getByRole('button', { name: 'Next applicant' })).toBeDisabled();
  // Beside the profile, exactly the CV sent with the application, not the one added since.
  const panel = page.getByRole('dialog', { name: 'RowA Lind' });
  const sent = panel.getByRole('complementary', { name: 'rowa-cv.pdf' });
  await expect(sent).toContainText('CV sent with this application');
  await expect(sent.locator('iframe[title="CV: rowa-cv.pdf"]')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'CV shown' })).toHaveCount(0);

  await page.keyboard.press('k');
  await expect(page.getByRole('dialog', { name: lastOfPage })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/company/applicants/${jobId}/1\\?.*applicant=`));
  await expect(steps).toContainText('20 of 21');
});
