// The interface in Polish, as a visitor switches to it (docs/i18n.md#choosing-the-language): every screen of the
// visit is said in Polish, with no English text of our catalogues left and no message id shown instead of a text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { registerCandidateByApi } from '../support/company';
import { logIn, waitForLiveForm } from '../support/login';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/**
 * English texts of the shell's and shared-kit's catalogues that would give away an untranslated screen: whole
 * messages of two words or more, without placeholders, that are not the same in every language on purpose.
 */
function englishTexts(): string[] {
  const texts: string[] = [];
  for (const dir of ['shell/src/locales', 'shell/src/locales/pages', 'shared-kit/src/locales']) {
    const english = read(`${dir}/en.json`);
    const same = existsSync(path.join(ROOT, dir, 'same-as-english.json')) ? read(`${dir}/same-as-english.json`) : {};
    for (const [id, text] of Object.entries(english)) {
      if (id in same || /[{<]/.test(text) || text.trim().split(/\s+/).length < 2) continue;
      texts.push(text);
    }
  }
  return texts;
}
const ENGLISH = englishTexts();

async function expectPolishOnly(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // The text as shown: hidden elements (the server's markup React replaced, templates) do not count.
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is the visible text, which is what is checked
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  expect(text.match(/\b(?:shell|kit)\.[A-Za-z]+/g)).toBeNull();
}

test('a visitor who switches to Polish sees the home, login, register, FAQ and About us pages in Polish', async ({
  page,
}) => {
  expect(ENGLISH.length).toBeGreaterThan(50);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in Europe for people who speak languages');

  // The server's switcher is a form that needs its post (without JavaScript, a button) until the app has taken over
  // the page (docs/pages.md): a choice made in that moment is lost, so choose until the app applies it.
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await expect(async () => {
    await switcher.selectOption('pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praca w Europie dla osób znających języki obce', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expectPolishOnly(page, 'Praca w Europie dla osób znających języki obce');
  // The choice is kept for the server's next page.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('pl');

  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Zaloguj się' }).click();
  await expectPolishOnly(page, 'Logowanie');
  await expect(page.getByLabel('Adres e-mail')).toBeVisible();

  await page.getByRole('link', { name: 'Załóż konto' }).click();
  await expectPolishOnly(page, 'Załóż konto');
  await expect(page.getByRole('group', { name: 'Jestem' })).toBeVisible();

  await page.getByRole('link', { name: 'EuLangJobs' }).click();
  await page
    .getByRole('navigation', { name: 'Stopka' })
    .getByRole('link', { name: 'Najczęstsze pytania', exact: true })
    .click();
  await expect(page).toHaveURL(/\/eulangjobs\/faq$/);
  await expectPolishOnly(page, 'Najczęściej zadawane pytania');

  await page.getByRole('navigation', { name: 'Stopka' }).getByRole('link', { name: 'O nas' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expectPolishOnly(page, 'O EuLangJobs');
});

test("a candidate's account pages follow the language chosen, which the account keeps for the next sign-in", async ({
  page,
}) => {
  // A candidate of its own: the choice is kept by the account, and the demo candidate signs in in other specs
  // meanwhile (docs/testing.md#four-workers-one-stack), which a Polish account would turn Polish.
  await page.goto('/login');
  const email = await registerCandidateByApi(page, { nombre: 'Maja', apellidos: 'Nowak', stamp: 'locale' });
  await logIn(page, email, E2E_PASSWORD);
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await switcher.selectOption('pl');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Język' })).toHaveValue('pl');

  await page.goto('/account/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Witaj');
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is the visible text, which is what is checked
  const text = await page.locator('body').innerText();
  const candidateEnglish = Object.values(read('mfe-candidate/src/locales/en.json')).filter(
    (english) => !/[{<]/.test(english) && english.trim().split(/\s+/).length >= 2,
  );
  expect([...ENGLISH, ...candidateEnglish].filter((english) => text.includes(english))).toEqual([]);
  expect(text.match(/\b(?:shell|kit|candidate)\.[A-Za-z]+/g)).toBeNull();

  // The account keeps the choice: a new browser (no cookie) that signs in gets Polish back from the server.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await waitForLiveForm(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  // The answer to the sign-in set the cookie from the account: the app turns Polish at once, and so do the next pages.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.goto('/account/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  // Switching back is kept by the account too.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/locale'));
  await page.getByRole('banner').getByRole('combobox', { name: 'Język' }).selectOption('en');
  expect((await saved).status()).toBe(204);
});
