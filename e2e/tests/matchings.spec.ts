// Matchings as a new candidate meets them (docs/candidate-area.md#matchings): told what to complete first, then,
// with languages, a country and a skill, matchings with their reasons; one discarded with a reason, found under
// discarded and restored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { asCandidate, completeForMatchings, registerCandidate } from '../support/candidate';
import { waitForLiveForm } from '../support/login';
import { axeOn } from '../support/axe';

const ROOT = path.resolve(__dirname, '../..');
const catalogue = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/**
 * axe on the live screen: React started, no server markup or loading skeleton left in the main part, and its h1
 * there (once, with four workers, axe ran while the area was still being taken over and found no h1).
 */
async function violations(page: Page) {
  await waitForLiveForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

test('a new candidate completes enough of the profile, sees matchings with why, discards one and restores it', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Mara',
    apellidos: 'Lindqvist',
    email: `e2e-matchings-${Date.now()}@example.com`,
  });

  // Not enough of the profile yet: the list is empty and says what to complete, with the first task as a link.
  await page.goto('/account/matchings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your matchings' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Complete your profile to see your matchings' }),
  ).toBeVisible();
  await expect(page.getByText(/Complete \d more sections? of your profile/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload your CV' })).toHaveAttribute('href', '/account/my-cvs');

  // Three sections through the api: a country, languages and a skill.
  await completeForMatchings(page, { nombre: 'Mara', apellidos: 'Lindqvist' });

  // Matchings follow the profile at once: cards with a score and why.
  await page.reload();
  const count = page.getByRole('heading', { level: 2, name: /^[\d,.\s]+ matching jobs?$/ });
  await expect(count).toBeVisible();
  const list = page.getByRole('list', { name: /matching jobs?$/ });
  const first = list.locator(':scope > li').first();
  await expect(first.getByText(/% match$/)).toBeVisible();
  const why = first.getByRole('list', { name: 'Why it matches' });
  await expect(why.getByRole('listitem').first()).toBeVisible();
  await expect(why).toContainText(/required, you have|skills|Remote work|In /);
  expect(await violations(page)).toEqual([]);

  // Discard the first one with a reason.
  const titleLink = first.getByRole('heading', { level: 3 }).getByRole('link');
  const href = await titleLink.getAttribute('href');
  const title = ((await titleLink.textContent()) ?? '').trim();
  expect(href).toMatch(/^\/jobs\//);
  await first.getByRole('button', { name: `Discard ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this matching?' });
  await dialog.getByRole('radio', { name: 'The location does not suit me' }).check();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Matching discarded')).toBeVisible();
  await expect(list.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expect(count).toBeFocused();

  // Under discarded, with the reason; restored from there.
  await page.getByRole('link', { name: 'See the ones you discarded' }).click();
  await expect(page).toHaveURL(/\/account\/discarded-matchings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discarded matchings' })).toBeVisible();
  const discarded = page.getByRole('list', { name: '1 discarded job' }).locator(':scope > li');
  await expect(discarded.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(discarded).toContainText('The location does not suit me');
  expect(await violations(page)).toEqual([]);
  await discarded.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByText('Matching restored')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Nothing discarded' })).toBeVisible();

  // Back among the matchings.
  await page.getByRole('link', { name: 'Back to your matchings' }).click();
  await expect(page.getByRole('list', { name: /matching jobs?$/ }).locator(`a[href="${href}"]`)).toBeVisible();
});

test('the matchings page works on a phone', async ({ page }) => {
  // Registered on a desktop-wide window (the navbar's account menu is what says the session is live).
  await registerCandidate(page, {
    nombre: 'Ilse',
    apellidos: 'Maas',
    email: `e2e-matchings-phone-${Date.now()}@example.com`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const countries = (await (await page.request.get('/api/countries')).json()) as {
    countries: { id: number; slug: string }[];
  };
  await asCandidate(page, 'POST', '/api/candidates/profile', {
    nombre: 'Ilse',
    apellidos: 'Maas',
    fk_pais_id: countries.countries.find((c) => c.slug === 'Netherlands')?.id,
  });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'Dutch', level: 4 });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'English', level: 3 });
  await asCandidate(page, 'POST', '/api/candidates/skills', { tag: 'sql' });
  await asCandidate(page, 'PATCH', '/api/candidates/preferences', { relocate: true, salary_from: 30000 });
  await page.goto('/account/matchings');
  const first = page
    .getByRole('list', { name: /matching jobs?$/ })
    .locator(':scope > li')
    .first();
  await expect(first.getByRole('button', { name: /^Discard / })).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * The English words of the matchings' messages (mfe-candidate's `candidate.matchings.*` and the language levels of
 * shared-kit): every run of two words or more between placeholders, so "In Germany, one of the countries you would
 * move to" is caught by ", one of the countries you would move to".
 */
function englishOfMatchings(): string[] {
  const candidate = catalogue('mfe-candidate/src/locales/en.json');
  const kit = catalogue('shared-kit/src/locales/en.json');
  const same = catalogue('mfe-candidate/src/locales/same-as-english.json');
  const messages = [
    ...Object.entries(candidate).filter(([id]) => id.startsWith('candidate.matchings.') && !(id in same)),
    ...Object.entries(kit).filter(([id]) => id.startsWith('kit.job.level.')),
  ].map(([, text]) => text);
  return messages
    .flatMap((text) => text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((part) => part.replace(/^[\s,.:;–-]+|[\s,.:;–-]+$/g, ''))
    .filter((part) => part.split(/\s+/).length >= 2);
}

test('the matchings and their reasons in Polish: no English sentence, countries, languages and sectors in Polish', async ({
  page,
}) => {
  const english = englishOfMatchings();
  expect(english).toEqual(expect.arrayContaining(['one of the countries you would move to', 'Company sector']));
  await registerCandidate(page, {
    nombre: 'Zofia',
    apellidos: 'Nowak',
    email: `e2e-matchings-pl-${Date.now()}@example.com`,
  });
  const lists = (await (await page.request.get('/api/countries')).json()) as {
    countries: { id: number; slug: string }[];
  };
  const countryId = (slug: string) => lists.countries.find((c) => c.slug === slug)?.id;
  const sectors = (await (await page.request.get('/api/sectors')).json()) as {
    sectors: { id: number; slug: string }[];
  };
  await asCandidate(page, 'POST', '/api/candidates/profile', {
    nombre: 'Zofia',
    apellidos: 'Nowak',
    fk_pais_id: countryId('Spain'),
  });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'Spanish', level: 4 });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'English', level: 4 });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'German', level: 3 });
  await asCandidate(page, 'POST', '/api/candidates/skills', { tag: 'excel' });
  await asCandidate(page, 'PATCH', '/api/candidates/preferences', {
    relocate: true,
    destination: [countryId('Germany')],
    work_permit: true,
    salary_from: 25000,
    salary_to: 40000,
  });
  await asCandidate(page, 'PATCH', '/api/candidates/interests', {
    sectors: sectors.sectors
      .filter((s) => ['customer-service', 'information-technology'].includes(s.slug))
      .map((s) => s.id),
  });
  // The account's language, as the switcher saves it for a signed-in candidate.
  await asCandidate(page, 'PUT', '/api/account/locale', { locale: 'pl' });

  await page.goto('/account/matchings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje dopasowane oferty' })).toBeVisible();
  const list = page.getByRole('list', { name: /dopasowan/ });
  await expect(list.locator(':scope > li').first()).toBeVisible();
  const reasons = page.getByRole('list', { name: 'Dlaczego pasuje' });
  // Every criterion of the matching in Polish: where the job is, the company's sector, the salary, the languages.
  await expect(reasons.first()).toContainText(/Hiszpania|Niemcy|Praca zdalna/);
  await expect(reasons.first()).toContainText(/Branża firmy: (Obsługa klienta|Informatyka)/);
  await expect(page.getByText(/rocznie; oczekujesz od/).first()).toBeVisible();
  await expect(page.getByText(/Wymagany (hiszpański|angielski|niemiecki)/).first()).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is the visible text, which is what is checked
  const text = await page.locator('main').innerText();
  expect(english.filter((words) => text.includes(words))).toEqual([]);
  // Job titles stay as posted ("... with German"); the reasons name countries and languages in Polish.
  const why = (await reasons.allInnerTexts()).join('\n');
  expect(why).not.toMatch(/\b(?:Spain|Germany|Remote work|Spanish|English|German)\b/);
  expect(text.match(/\b(?:candidate|kit)\.[a-z]+\.[\w.-]+/g)).toBeNull();
});
