import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

/** A small real PNG (a 32 x 32 two-colour square), so the api's image decoder has something to read. */
function smallPng(): Buffer {
  const size = 32;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x += 1) rows.push(...(x < size / 2 ? [230, 120, 30] : [40, 90, 160]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** What the personal sections show once filled in, on a fresh load of the page. */
async function expectKept(page: Page) {
  const photo = region(page, 'Photo').getByRole('img', { name: 'Photo of Mira Kowalska' });
  // The 128 px variant the api cut (a WebP), not the PNG that was sent.
  await expect(photo).toHaveAttribute('src', /-128\.webp$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(region(page, 'Name and location').getByText('Mira Kowalska')).toBeVisible();
  await expect(region(page, 'Name and location').getByText('Kreuzberg, Berlin, Germany')).toBeVisible();
  await expect(region(page, 'Phone').getByRole('link', { name: '+49 1512 3456789' })).toBeVisible();
  await expect(region(page, 'Headline').getByText('Bilingual support agent, German and Polish')).toBeVisible();
  const linkedin = region(page, 'Online profiles').getByRole('link', { name: /linkedin\.com\/in\/mira-kowalska/ });
  await expect(linkedin).toHaveAttribute('href', 'https://linkedin.com/in/mira-kowalska');
  await expect(linkedin).toHaveAttribute('target', '_blank');
}

test('a new candidate fills in photo, name and location, phone, headline and LinkedIn, and finds them kept', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Mira',
    apellidos: 'Kowalska',
    email: `e2e-personal-${Date.now()}@example.com`,
  });
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The photo: a real PNG, cut by the api into the variant the Avatar shows.
  await region(page, 'Photo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'mira.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByText('Photo saved')).toBeVisible();
  await expect(region(page, 'Photo').getByRole('img', { name: 'Photo of Mira Kowalska' })).toBeVisible();

  // Name and location: open by itself (no country yet), the name from the registration already in it.
  const personal = region(page, 'Name and location');
  await expect(personal.getByLabel('First name')).toHaveValue('Mira');
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Germ');
  await expect(personal.getByRole('option', { name: 'Germany' })).toBeVisible();
  await country.press('Enter');
  await personal.getByLabel(/^City/).selectOption({ label: 'Berlin' });
  await personal.getByLabel(/^Town or area/).fill('Kreuzberg');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name and location saved')).toBeVisible();
  await expect(personal.getByText('Kreuzberg, Berlin, Germany')).toBeVisible();

  // The phone: its country defaults to the one just saved; a number the api cannot read is refused on the field.
  const phone = region(page, 'Phone');
  await expect(phone.getByRole('combobox', { name: 'Country of the number' })).toHaveValue('Germany');
  const number = phone.getByRole('textbox', { name: 'Phone number' });
  await number.fill('12');
  await phone.getByRole('button', { name: 'Save' }).click();
  // Under the number and in the form's error summary, which links to it.
  await expect(number).toHaveAccessibleDescription(/The phone number is not valid\./);
  await expect(phone.getByRole('link', { name: 'The phone number is not valid.' })).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('0151 23456789');
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByRole('link', { name: '+49 1512 3456789' })).toBeVisible();

  const headline = region(page, 'Headline');
  await headline.getByRole('textbox', { name: 'Your headline' }).fill('Bilingual support agent, German and Polish');
  await expect(headline.getByText('42 of 150 characters')).toBeVisible();
  await headline.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Headline saved')).toBeVisible();

  const online = region(page, 'Online profiles');
  await online.getByRole('textbox', { name: /LinkedIn profile/ }).fill('linkedin.com/in/mira-kowalska');
  await online.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Online profiles saved')).toBeVisible();

  await page.reload();
  await expectKept(page);
  const axe = await axeOn(page).include(['#photo', '#personal', '#phone', '#headline', '#online-profiles']).analyze();
  expect(axe.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);

  // On a phone the same sections fit the width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectKept(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await region(page, 'Name and location').getByRole('button', { name: 'Edit' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a city the api does not accept is refused in words the candidate knows, on the City field', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Mira', apellidos: 'Kowalska', email: `e2e-city-${Date.now()}@example.com` });
  // A list of cities the browser kept from before the board's list changed (it is cached for ten minutes): one of
  // them is no longer a city of that country.
  await page.route(/\/api\/countries\/\d+\/cities$/, async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.cities.push({ id: 2_000_000_000, slug: 'old-town', name: 'Old Town' });
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/account/my-profile');
  const personal = region(page, 'Name and location');
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Germ');
  // The countries arrive with the page's reference lists: Enter before the option shows would pick nothing (it
  // did once in CI, and the form was sent without a country).
  await expect(personal.getByRole('option', { name: 'Germany' })).toBeVisible();
  await country.press('Enter');
  await personal.getByLabel(/^City/).selectOption({ label: 'Old Town' });
  await personal.getByRole('button', { name: 'Save' }).click();

  const city = personal.getByLabel(/^City/);
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription('Choose a city from the list.');
  await expect(personal.getByText(/fk city id/)).toHaveCount(0);
});
