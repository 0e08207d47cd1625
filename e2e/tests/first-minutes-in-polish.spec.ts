// What a new visitor who reads Polish meets in the first minutes (issue 23's acceptance walk): the CV's languages,
// the name in the navbar after accepting the CV's, the places a job page links to and the events' languages are
// said in Polish (docs/i18n.md#formats: languages and countries named in the interface language, cities as stored).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { waitForLiveForm } from '../support/login';
import { openSettled } from '../support/public-pages';

// Łukasz Wiśniewski's Polish CV (api/test/fixtures/cvs/pl-1.json): Polish, English and German among its languages.
const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/pl-1.pdf');
const PASSWORD = 'a-long-and-unusual-passphrase';
const polish = (kind: 'language' | 'region', code: string) => new Intl.DisplayNames(['pl'], { type: kind }).of(code);

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'locale', value: 'pl', url: baseURL ?? '' }]);
});

/** Registers a candidate through the Polish form, as a visitor who chose Polish would. */
async function registerInPolish(page: Page, nombre: string) {
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('Imię').fill(nombre);
  await page.getByLabel('Nazwisko').fill('Wiśniewska');
  await page.getByLabel('Adres e-mail').fill(`e2e-polish-${Date.now()}@example.com`);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** Uploads the Polish CV at the onboarding's first step and answers its review. */
async function uploadCv(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Twoje CV Wybierz/ }).click();
  await (await chooser).setFiles({ name: 'lukasz.pdf', mimeType: 'application/pdf', buffer: await readFile(CV) });
  const review = page.getByRole('region', { name: 'Co mówi Twoje CV' });
  await expect(review).toBeVisible();
  return review;
}

test('the languages a CV proposes are named in Polish', async ({ page }) => {
  await registerInPolish(page, 'Zofia');
  const review = await uploadCv(page);
  // "polski: Język ojczysty", not the board's English name ("Polish: Język ojczysty").
  await expect(review.getByText(`${polish('language', 'pl')}: Język ojczysty`)).toBeVisible();
  await expect(review.getByText(`${polish('language', 'en')}: Zaawansowany`)).toBeVisible();
  await expect(review.getByText(/\b(Polish|English|German):/)).toHaveCount(0);
});

test('the navbar takes the name accepted from the CV, as the page does', async ({ page }) => {
  await registerInPolish(page, 'Zofia');
  // The account menu's button names the user ("Menu konta Zofia").
  const navbar = page.getByRole('navigation', { name: 'Menu główne' });
  const account = (name: string) => navbar.getByRole('button', { name: `Menu konta ${name}` });
  await expect(account('Zofia')).toBeVisible();
  const review = await uploadCv(page);
  await review.getByRole('button', { name: 'Zaakceptuj wszystko' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Witaj, Łukasz!' })).toBeVisible();
  // The navbar says the name the page greets, now and after a reload, not the one typed at registration.
  await expect(account('Łukasz')).toBeVisible();
  await page.reload();
  await expect(account('Łukasz')).toBeVisible();
  await expect(account('Zofia')).toHaveCount(0);
});

test('a job page names the countries it links to in Polish', async ({ page, request }) => {
  // A job whose company or title is also found in other countries: the list of related places has countries.
  const list = (await (await request.get('/api/jobs-in-Poland')).json()).jobs.data as { id: number; url: string }[];
  let found: { url: string; countries: { name: string; iso2: string }[] } | null = null;
  for (const job of list) {
    const related = await (await request.get(`/api/offers/related-locations/${job.id}`)).json();
    const countries = (related.countries ?? []).filter((country: { iso2?: string }) => country.iso2);
    if (countries.length > 0) {
      found = { url: job.url, countries };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { url, countries } = found as NonNullable<typeof found>;

  // Settled: the server's first HTML has the same "Pokaż więcej" button, which does nothing until React has taken over.
  await openSettled(page, `/jobs/${url}`);
  const places = page.getByRole('region', { name: 'Oferty w powiązanych lokalizacjach' });
  // The page shows a few places first; the rest come with "Pokaż więcej (n)".
  const more = places.getByRole('button', { name: /^Pokaż więcej/ });
  if (await more.count()) await more.click();
  for (const country of countries) {
    const name = polish('region', country.iso2) as string;
    await expect(places.getByRole('link', { name: `Oferty pracy: ${name}`, exact: true })).toBeVisible();
    if (name !== country.name) {
      await expect(places.getByRole('link', { name: `Oferty pracy: ${country.name}`, exact: true })).toHaveCount(0);
    }
  }
});

test('the career events name their languages in Polish', async ({ page }) => {
  await page.goto('/career-events');
  const german = page.getByRole('article', { name: 'German Speed Hiring Week' });
  await expect(german.getByText(polish('language', 'de') as string, { exact: true })).toBeVisible();
  await expect(german.getByText('German', { exact: true })).toHaveCount(0);
});

test('an employer’s landing shown in English names its jobs’ languages and countries in Polish', async ({ page }) => {
  // The landing itself is in English and says so; its job cards are the site's, in the reader's language.
  await page.goto('/candidates/jobs-at-concentrix');
  await expect(page.getByText('Ta strona jest dostępna tylko po angielsku.')).toBeVisible();
  const cards = page.locator('.blocks-job');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText(polish('language', 'en') as string, { exact: true }).first()).toBeVisible();
  await expect(cards.getByText('English', { exact: true })).toHaveCount(0);
  // Each card's place ends with its country in Polish ("Niemcy"), never in English ("Germany"; Malta is both).
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const countriesInEnglish = EU_CODES.filter((code) => english.of(code) !== polish('region', code)).map((code) =>
    english.of(code),
  );
  const places = await page.locator('.blocks-job-place').allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(countriesInEnglish).not.toContain(place.split(', ').pop()?.trim());
});

const EU_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

test('a company working in Polish finds and reads languages by their Polish names', async ({ page }) => {
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('pracodawcą').check();
  await page.getByLabel('Nazwa firmy').fill('Wawelska Rekrutacja');
  await page.getByLabel('Imię').fill('Marta');
  await page.getByLabel('Adres e-mail').fill(`e2e-polish-company-${Date.now()}@example.com`);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);

  // The job editor: a language is found by what a Polish recruiter types ("niem"), and chosen as "niemiecki".
  await page.goto('/company/jobs/create');
  await page.getByRole('button', { name: 'Dodaj język' }).click();
  const language = page.getByRole('combobox', { name: 'Język 1', exact: true });
  await language.fill('niem');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: polish('language', 'de'), exact: true })
    .click();
  await expect(language).toHaveValue(polish('language', 'de') as string);

  // CV search: the filter offers "polski", and the candidates' languages read in Polish.
  await page.goto('/company/cvsearch');
  const filter = page.getByRole('combobox', { name: 'Języki' });
  await filter.fill('pols');
  await expect(
    page.getByRole('listbox').getByRole('option', { name: polish('language', 'pl'), exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const results = page.getByRole('main');
  await expect(results.getByText(/^(angielski|hiszpański|niemiecki|polski), /).first()).toBeVisible();
  await expect(results.getByText(/^(English|Spanish|German|Polish), /)).toHaveCount(0);
});
