// A company previews an unlocked candidate's PDF CV (issue 23, split from company-first-minutes.spec.ts): the PDF
// shows in the page under the site's Content-Security-Policy
// (docs/security.md#security-headers-apisrcpluginssecurity-headersts). The PDF viewer is the full browser's: the
// headless shell the other specs run in has none (docs/testing.md#browser-tests), so this file runs in Debian's
// full chromium.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { inTheFullBrowser } from '../support/chromium';
import { callApi, cspRefusals, registerByApi, uploadCv } from '../support/company';
import { logIn } from '../support/login';

test.use({ launchOptions: inTheFullBrowser });

const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

/** The bearer token of the page's signed-in user, from the cookie the shell wrote. */
async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('auth_token'))?.value;
  expect(token).toBeTruthy();
  return decodeURIComponent(token ?? '');
}

test('a company previews an unlocked candidate’s PDF CV in the page, with no CSP refusal', async ({
  page,
  browser,
}) => {
  // A new candidate with a CV, through the api as the site's client calls it.
  const candidatePage = await (await browser.newContext()).newPage();
  await candidatePage.goto('/');
  const { token, userId: candidateId } = await registerByApi(candidatePage, {
    type: 'candidate',
    nombre: 'Petra',
    apellidos: 'Novak',
    email: `e2e-cv-preview-${Date.now()}@example.com`,
  });
  const cvId = await uploadCv(candidatePage, token, { name: 'petra-novak.pdf', buffer: await readFile(CV) });
  await candidatePage.context().close();

  // The demo company (it holds CV credits) unlocks her and opens the preview.
  const refused = cspRefusals(page);
  await logIn(page, 'company@example.com');
  const unlocked = await callApi(page, await tokenOf(page), 'POST', `/api/companies/candidates/${candidateId}/unlock`);
  expect(unlocked.status).toBe(200);
  await page.goto(`/company/previewCV/${candidateId}/${cvId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'petra-novak.pdf' })).toBeVisible();
  const frame = page.getByTitle('petra-novak.pdf', { exact: false }).and(page.locator('iframe'));
  await expect(frame).toBeVisible();
  // Chromium's PDF viewer runs in a frame of its own inside ours: it is there only when the PDF was let in.
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.url().endsWith('index.html')))
    .toBe(true);
  expect(page.frames().filter((f) => f.url().startsWith('chrome-error://'))).toEqual([]);
  await expect(page.getByRole('link', { name: /Download/ })).toBeVisible();
  expect(refused).toEqual([]);
});
