// The applications calls on the production build with the demo data (docs/contracts.md#applications): a new
// candidate completes the tasks to apply in the profile screens, is told which mandatory language is missing,
// applies with answers to the demo screening questions, and withdraws. The calls are made as the site's client makes
// them: the session's bearer token and the XSRF cookie of the browser context.
import { expect, type Page, test } from '../support/test';
import { addLanguage, chooseCv, registerCandidate } from '../support/candidate';
import { minimalPdf } from '../support/pdf';

type Question = { id: number; kind: string; options: string[] | null; knockout_answer: string | null };
type Language = { name: string; slug: string; level: number | null };
type Job = {
  id: number;
  available: boolean;
  languages: (Language & { mandatory: boolean })[];
  extra: {
    redirect: string | null;
    canApply: boolean;
    application: { id: number; status: string } | null;
    screeningQuestions: (Question & { answer: string | null })[];
    missingLanguages: Language[];
    tasksToApply: { general_information: number; languages: number; cv: number };
  };
};

/** A call with the session of the page: its bearer token and the XSRF double-submit cookie. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name.startsWith('auth_token'))?.value;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token || !xsrf) throw new Error('no session in the browser context');
  const headers = { authorization: `Bearer ${decodeURIComponent(token)}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
  const response = await page.request.fetch(url, { method, headers, ...(data ? { data } : {}) });
  return { status: response.status(), body: await response.json() };
}

const jobOf = async (page: Page, id: number): Promise<Job> => (await api(page, 'GET', `/api/job?id=${id}`)).body.job;

/** A demo job to apply to here: open, no external link, the three kinds of question and a mandatory language. */
async function demoJob(page: Page): Promise<Job> {
  for (let id = 50; id <= 5000; id += 50) {
    const job = await jobOf(page, id);
    if (!job?.available || job.extra.redirect) continue;
    const kinds = job.extra.screeningQuestions.map((q) => q.kind).sort();
    if (kinds.join() !== 'short_text,single_choice,yes_no') continue;
    if (job.languages.some((l) => l.mandatory)) return job;
  }
  throw new Error('the demo data has no job with the three kinds of question and a mandatory language');
}

test('a new candidate completes the tasks, is told the missing language, applies, and withdraws', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Ines', apellidos: 'Moreau', email: `e2e-apply-${Date.now()}@example.com` });
  const job = await demoJob(page);
  const mandatory = job.languages.filter((l) => l.mandatory);
  // Nothing done yet but the name: every task pending, every mandatory language missing.
  expect(job.extra.tasksToApply).toEqual({ general_information: 0, languages: 0, cv: 0 });
  expect(job.extra.missingLanguages.map((l) => l.name)).toEqual(mandatory.map((l) => l.name));
  expect(job.extra).toMatchObject({ canApply: true, application: null });
  const permit = job.extra.screeningQuestions.find((q) => q.kind === 'yes_no');
  expect(permit?.knockout_answer).toBe('No');

  const refused = await api(page, 'POST', '/api/candidates/applications', { offer_id: job.id });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.tasks).toEqual([
    'Complete your contact information (first name, last name and country) before applying.',
    'Add at least one language to your profile before applying.',
    'Upload a CV before applying.',
  ]);

  // The tasks, in the profile screens as a candidate does them.
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Name and location', exact: true });
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Spai');
  await expect(personal.getByRole('option', { name: 'Spain' })).toBeVisible();
  await country.press('Enter');
  await expect(country).toHaveValue('Spain');
  // The City field is there from the start, disabled while Spain's cities load, so Save does not move (it once did,
  // and a click aimed before that landed beside the button in a CI run, session 22). Its cities, before saving.
  await expect(personal.getByRole('combobox', { name: 'City (optional)' })).toBeEnabled();
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name and location saved')).toBeVisible();
  // A language the job does not ask for: the task is done, the job's languages are still missing.
  const languages = page.locator('#languages');
  const other = ['Portuguese', 'Greek', 'Czech'].find((name) => !job.languages.some((l) => l.name === name));
  await addLanguage(languages, other as string, 'Basic');
  await expect(languages.getByRole('combobox', { name: `Level of ${other}` })).toHaveValue('1');
  await page.goto('/account/my-cvs');
  await chooseCv(page, 'ines-moreau.pdf', minimalPdf('Ines Moreau'));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();

  const ready = await jobOf(page, job.id);
  expect(ready.extra.tasksToApply).toEqual({ general_information: 1, languages: 1, cv: 1 });
  expect(ready.extra.missingLanguages.map((l) => l.name)).toEqual(mandatory.map((l) => l.name));
  const [first] = mandatory;
  const noLanguage = await api(page, 'POST', '/api/candidates/applications', { offer_id: job.id });
  expect(noLanguage.status).toBe(422);
  expect(noLanguage.body.errors.languages[0]).toContain(`This job requires ${first?.name}`);

  // The job's mandatory languages; German and Dutch through their pairs (Swiss German, Flemish).
  await page.goto('/account/my-profile');
  const pair: Record<string, string> = { German: 'Swiss German', Dutch: 'Flemish' };
  for (const language of mandatory) {
    const name = pair[language.name] ?? language.name;
    await addLanguage(languages, name, 'Mother tongue');
    await expect(languages.getByRole('combobox', { name: `Level of ${name}` })).toHaveValue('4');
  }
  expect((await jobOf(page, job.id)).extra.missingLanguages).toEqual([]);

  const answers = Object.fromEntries(
    ready.extra.screeningQuestions.map((q) => [
      String(q.id),
      q.kind === 'yes_no' ? 'Yes' : q.kind === 'single_choice' ? (q.options?.[1] ?? '') : 'In two weeks',
    ]),
  );
  const applied = await api(page, 'POST', '/api/candidates/applications', { offer_id: job.id, answers });
  expect(applied.status).toBe(200);
  expect(applied.body.message).toBe('Your application has been sent!');
  expect(applied.body.application).toMatchObject({ job_id: job.id, status: 'applied', knocked_out: false });
  const again = await api(page, 'POST', '/api/candidates/applications', { offer_id: job.id, answers });
  expect(again.body).toMatchObject({
    message: 'You have already applied to this job.',
    application: { id: applied.body.application.id },
  });

  const after = await jobOf(page, job.id);
  expect(after.extra).toMatchObject({ canApply: false, application: { status: 'applied' } });
  expect(after.extra.screeningQuestions.map((q) => q.answer)).toEqual(Object.values(answers));

  const list = await api(page, 'GET', '/api/candidates/applications');
  expect(list.body).toMatchObject({ total: 1, applications: [{ id: applied.body.application.id }] });
  const id = applied.body.application.id;
  const withdrawn = await api(page, 'POST', `/api/candidates/applications/${id}/withdraw`);
  expect(withdrawn.body.application.history.map((h: { status: string }) => h.status)).toEqual(['applied', 'withdrawn']);
  expect((await api(page, 'POST', `/api/candidates/applications/${id}/withdraw`)).status).toBe(422);
});
