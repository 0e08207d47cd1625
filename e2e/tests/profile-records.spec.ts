// The candidate's records on /account/my-profile, as a new candidate fills them in: languages with the
// mother-tongue limit, work experience, education and skills, all still there after a reload
// (docs/candidate-area.md#languages-experience-education-and-skills).
import { expect, type Locator, test } from '../support/test';
import { addLanguage, MOTHER_TONGUE_LIMIT, registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

async function chooseMonth(form: Locator, legend: string, month: string, year: string) {
  const group = form.getByRole('group', { name: legend });
  await group.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await group.getByRole('combobox', { name: 'Year' }).selectOption(year);
}

async function addSkill(section: Locator, typed: string, name: string) {
  await section.getByRole('combobox', { name: 'Add a skill' }).pressSequentially(typed);
  await section.getByRole('option', { name, exact: true }).click();
  await expect(section.getByRole('list', { name: 'Your skills' }).getByText(name, { exact: true })).toBeVisible();
}

test('a new candidate fills in languages, experience, education and skills, and finds them after a reload', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Lena',
    apellidos: 'Hoffmann',
    email: `e2e-records-${Date.now()}@example.com`,
  });
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Languages: an empty list invites the first; three mother tongues, then a fourth is refused in SPEC's words.
  const languages = page.locator('#languages');
  await expect(languages.getByRole('heading', { name: 'No languages yet' })).toBeVisible();
  await addLanguage(languages, 'Spanish', 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: 'Level of Spanish' })).toHaveValue('4');
  await addLanguage(languages, 'German', 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: 'Level of German' })).toHaveValue('4');
  await addLanguage(languages, 'Italian', 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: 'Level of Italian' })).toHaveValue('4');
  await addLanguage(languages, 'French', 'Mother tongue');
  await expect(languages.getByRole('group', { name: 'Level' })).toContainText(MOTHER_TONGUE_LIMIT);
  await expect(languages.getByRole('combobox', { name: 'Level of French' })).toHaveCount(0);

  // French at another level is fine; raising it to a fourth mother tongue is refused on its row; lowering Italian works.
  await languages.getByRole('radio', { name: 'Advanced (C1-C2)' }).check();
  await languages.getByRole('button', { name: 'Add language' }).click();
  const french = languages.getByRole('combobox', { name: 'Level of French' });
  await expect(french).toHaveValue('3');
  await french.selectOption('4');
  await expect(languages.getByRole('listitem').filter({ hasText: 'French' })).toContainText(MOTHER_TONGUE_LIMIT);
  await expect(french).toHaveValue('3');
  await languages.getByRole('combobox', { name: 'Level of Italian' }).selectOption('2');
  await expect(page.getByText('Level of Italian saved')).toBeVisible();

  // Experience: the current job (no end date), and an older one that is then deleted.
  const experience = page.locator('#experience');
  await experience.getByRole('button', { name: 'Add work experience' }).click();
  let form = experience.getByRole('form', { name: 'New work experience' });
  await form.getByRole('textbox', { name: 'Job title' }).fill('Customer success manager');
  await form.getByRole('textbox', { name: 'Company' }).fill('Nordlicht AG');
  await chooseMonth(form, 'Start date', '02', '2023');
  await form.getByRole('checkbox', { name: 'I currently work here' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work experience info added successfully!').first()).toBeVisible();
  await expect(experience.getByRole('listitem')).toContainText('Feb 2023 – Present');

  await experience.getByRole('button', { name: 'Add work experience' }).click();
  form = experience.getByRole('form', { name: 'New work experience' });
  await form.getByRole('textbox', { name: 'Job title' }).fill('Receptionist');
  await form.getByRole('textbox', { name: 'Company' }).fill('Hotel Sol');
  await chooseMonth(form, 'Start date', '06', '2018');
  await chooseMonth(form, 'End date', '12', '2017');
  await form.getByRole('button', { name: 'Save' }).click();
  // The api refuses an end before the start, on the end date.
  await expect(form.getByRole('group', { name: 'End date' })).toContainText(
    'The end date must be on or after the start date.',
  );
  await chooseMonth(form, 'End date', '12', '2022');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByRole('heading', { level: 3, name: 'Receptionist' })).toBeFocused();
  await experience.getByRole('button', { name: 'Delete Receptionist' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the job Receptionist?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(experience.getByRole('heading', { level: 3, name: 'Receptionist' })).toHaveCount(0);

  // Education: added, then edited in place.
  const education = page.locator('#education');
  await education.getByRole('button', { name: 'Add education' }).click();
  form = education.getByRole('form', { name: 'New education' });
  await form.getByRole('textbox', { name: 'Degree or title' }).fill('Business administration');
  await form.getByRole('textbox', { name: 'School, university or academy' }).fill('Universität Wien');
  await form.getByRole('combobox', { name: /Type of education/ }).selectOption('3');
  await chooseMonth(form, 'Start date', '10', '2014');
  await chooseMonth(form, 'End date', '07', '2018');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Education info added successfully!').first()).toBeVisible();
  await education.getByRole('button', { name: 'Edit Business administration' }).click();
  form = education.getByRole('form', { name: 'Edit Business administration' });
  await form.getByRole('textbox', { name: 'Degree or title' }).fill('Business administration (BSc)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(education.getByRole('heading', { level: 3, name: 'Business administration (BSc)' })).toBeVisible();

  // Skills: two from the autocomplete, one removed again.
  const skills = page.locator('#skills');
  await addSkill(skills, 'Types', 'TypeScript');
  await addSkill(skills, 'Dock', 'Docker');
  await skills.getByRole('button', { name: 'Remove TypeScript' }).click();
  await expect(skills.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText(['Docker×']);

  // Everything is kept.
  await page.reload();
  await expect(languages.getByRole('combobox', { name: 'Level of Spanish' })).toHaveValue('4');
  await expect(languages.getByRole('combobox', { name: 'Level of German' })).toHaveValue('4');
  await expect(languages.getByRole('combobox', { name: 'Level of Italian' })).toHaveValue('2');
  await expect(languages.getByRole('combobox', { name: 'Level of French' })).toHaveValue('3');
  await expect(experience.getByRole('listitem')).toHaveCount(1);
  await expect(experience.getByRole('listitem')).toContainText('Customer success manager');
  await expect(experience.getByRole('listitem')).toContainText('Nordlicht AG');
  await expect(education.getByRole('listitem')).toContainText('Business administration (BSc)');
  await expect(education.getByRole('listitem')).toContainText('Universität Wien · Bachelor');
  await expect(education.getByRole('listitem')).toContainText('Oct 2014 – Jul 2018');
  await expect(skills.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText(['Docker×']);
});

test('on a phone the record sections fit the screen and pass axe, forms open', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Lena',
    apellidos: 'Hoffmann',
    email: `e2e-records-${Date.now()}@example.com`,
  });
  // Registered at the desktop width, where the navbar shows the account menu; the profile is then used on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/my-profile');
  const languages = page.locator('#languages');
  await addLanguage(languages, 'Portuguese', 'Intermediate (B1-B2)');
  await expect(languages.getByRole('combobox', { name: 'Level of Portuguese' })).toHaveValue('2');
  await page.locator('#experience').getByRole('button', { name: 'Add work experience' }).click();
  await page.locator('#education').getByRole('button', { name: 'Add education' }).click();
  await page.locator('#skills').getByRole('combobox', { name: 'Add a skill' }).pressSequentially('Kube');
  await expect(page.locator('#skills').getByRole('option', { name: 'Kubernetes' })).toBeVisible();

  // Nothing wider than the phone: the page does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('profile-records-phone.png'), fullPage: true });

  const results = await axeOn(page)
    .include('#languages')
    .include('#experience')
    .include('#education')
    .include('#skills')
    .analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
});

test('a start date cannot be chosen in a future year; only studies may end a few years ahead', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Ana', apellidos: 'Ruiz', email: `e2e-years-${Date.now()}@example.com` });
  await page.goto('/account/my-profile');
  const thisYear = new Date().getUTCFullYear();
  const years = (form: Locator, legend: string) =>
    form
      .getByRole('group', { name: legend })
      .getByRole('combobox', { name: 'Year' })
      .locator('option')
      .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)).filter(Boolean));

  const experience = page.locator('#experience');
  await experience.getByRole('button', { name: 'Add work experience' }).click();
  const job = experience.getByRole('form', { name: 'New work experience' });
  expect(Math.max(...(await years(job, 'Start date')))).toBe(thisYear);
  expect(Math.max(...(await years(job, 'End date')))).toBe(thisYear);

  const education = page.locator('#education');
  await education.getByRole('button', { name: 'Add education' }).click();
  const studies = education.getByRole('form', { name: 'New education' });
  expect(Math.max(...(await years(studies, 'Start date')))).toBe(thisYear);
  // Studies under way have an expected end: up to six years ahead (a long degree begun this year).
  expect(Math.max(...(await years(studies, 'End date')))).toBe(thisYear + 6);
});
