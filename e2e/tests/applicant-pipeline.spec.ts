// The employer pipeline (docs/company-area.md#applicants-cv-search-and-candidates): a company sees its job's stages as
// tabs with their counts, moves two applicants at once and the counts follow, opens an applicant with the CV beside
// the profile, goes to the next applicant and back by button and by key, and axe finds nothing on the pipeline,
// with or without the panel (and the notice of the move beside it), on a desktop and on a 390 px phone.
import { applicantsApply, companyWithJob, removeJobsAfterwards } from '../support/company';
import { expect, type Page, test } from '../support/test';
import { useDb } from '../support/database';
import { expectNoAxeViolations } from '../support/axe';

const db = useDb();
const jobs = removeJobsAfterwards();

/** No axe violation on a desktop and on a 390 px phone. */
const axe = (page: Page) =>
  expectNoAxeViolations(page, [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]);

/** How far the page reaches past the screen's right edge, in CSS pixels (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The heights of the controls a thumb uses matching `selector` that are under 44 px (none, when all are big enough). */
async function smallTargets(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes
        .map((node) => ({ text: node.textContent?.trim(), height: node.getBoundingClientRect().height }))
        .filter((target) => target.height > 0 && target.height < 44),
    );
}

test('a company works its pipeline: stage tabs with counts, a bulk move, the applicant with the CV beside, next', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { jobId, stamp } = await companyWithJob(page, db, jobs, { title: 'Pipeline agent' });
  await db.query(
    `INSERT INTO job_languages (job_id, language_id, level, mandatory) SELECT $1, id, 2, true FROM languages WHERE slug = 'English'`,
    [jobId],
  );
  await applicantsApply(page, db, { jobId, stamp, tag: 'pipeline', names: ['Ana', 'Bo', 'Cy'] });

  // The stages as tabs with their counts, and the flags of each row.
  await page.goto(`/company/applicants/${jobId}/1?view=list`);
  const tabs = page.getByRole('navigation', { name: 'Stage' });
  await expect(tabs.getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'New 3' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'In review 0' })).toBeVisible();
  const anaRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Ana Lind' }) });
  await expect(anaRow.getByText('Required languages met')).toBeVisible();
  await axe(page);

  // Two at once to "In review": the counts follow.
  await page.getByRole('checkbox', { name: 'Select Ana Lind' }).check();
  await page.getByRole('checkbox', { name: 'Select Bo Lind' }).check();
  await expect(page.getByText('2 applicants selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'In review' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(tabs.getByRole('link', { name: 'In review 2' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'New 1' })).toBeVisible();

  // The applicant opens wide, with the CV beside; Next and the K key move through the list.
  await page.getByRole('button', { name: 'Cy Lind' }).click();
  const panel = page.getByRole('dialog', { name: 'Cy Lind' });
  await expect(panel).toBeVisible();
  const cv = panel.getByRole('complementary', { name: 'cy-cv.pdf' });
  await expect(cv.locator('iframe[title="CV: cy-cv.pdf"]')).toBeVisible();
  const panelBox = await panel.boundingBox();
  const cvBox = await cv.boundingBox();
  const manage = await panel.getByRole('heading', { name: 'Your assessment' }).boundingBox();
  expect(panelBox?.width ?? 0).toBeGreaterThan(1000);
  // Beside, not below: the CV starts to the right of the profile, at about the same height.
  expect(cvBox?.x ?? 0).toBeGreaterThan((manage?.x ?? 0) + 300);
  await page.screenshot({ path: test.info().outputPath('applicant-panel-1440.png') });
  // A move from the panel: its notice shows while the panel is open, and never on or beside the panel's header
  // controls (the close button keeps its room, WCAG 2.5.8), so axe finds nothing with both on screen.
  await panel.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Interview' });
  await expect(page.getByText('Cy Lind moved to Interview.')).toBeVisible();
  await axe(page);

  const steps = page.getByRole('navigation', { name: 'Move between applicants' });
  await expect(steps).toContainText('1 of 3');
  await steps.getByRole('button', { name: 'Next applicant' }).click();
  await expect(page.getByRole('dialog', { name: 'Bo Lind' })).toBeVisible();
  await expect(steps).toContainText('2 of 3');
  await page.keyboard.press('k');
  await expect(page.getByRole('dialog', { name: 'Cy Lind' })).toBeVisible();
  await expect(steps).toContainText('1 of 3');

  await page.keyboard.press('Escape');

  // A phone of 360 px in English, German and Polish: no sideways scroll, tabs and steps at least 44 px tall.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const locale of ['en', 'de', 'pl']) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.goto(`/company/applicants/${jobId}/1`);
    await expect(page.locator('.company-stage-tabs a[aria-current="page"]')).toBeVisible();
    await expect(page.locator('.company-applicant-card').first()).toBeVisible();
    expect(await overflow(page), `pipeline in ${locale}`).toBe(0);
    expect(await smallTargets(page, '.company-stage-tabs a')).toEqual([]);
    await page.locator('.company-applicant__name button').first().click();
    await expect(page.locator('.company-applicant-steps')).toBeVisible();
    expect(await overflow(page), `applicant in ${locale}`).toBe(0);
    expect(await smallTargets(page, '.company-applicant-steps button')).toEqual([]);
    await page.goto('/company/applicants');
    await expect(page.locator('.company-stage-tabs a[aria-current="page"]')).toBeVisible();
    expect(await overflow(page), `all applicants in ${locale}`).toBe(0);
    await page.goto('/company/cvsearch');
    await expect(page.locator('.company-cv-card').first()).toBeVisible();
    expect(await overflow(page), `CV search in ${locale}`).toBe(0);
  }
});
