import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

/** axe-core's violations inside the given sections (the same rules as accessibility.spec.ts). */
async function violations(page: Page, ...selectors: string[]) {
  let builder = axeOn(page);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

test('a new candidate writes a formatted letter, picks sectors and sets preferences, all kept after a reload', async ({
  page,
}) => {
  await registerCandidate(page, { nombre: 'Lena', apellidos: 'Moreau', email: `e2e-prefs-${Date.now()}@example.com` });
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The letter: nothing written yet, so its editor is open. Bold from the keyboard, a list from the toolbar.
  const letter = page.locator('#presentation-letter');
  const editor = letter.getByRole('textbox', { name: 'Your letter' });
  await editor.click();
  await page.keyboard.type('I answer customers in ');
  await page.keyboard.press('Control+B');
  await expect(letter.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('German');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' and Spanish.');
  await page.keyboard.press('Enter');
  await letter.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(letter.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Five years of support');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Zendesk');
  expect(await violations(page, '#presentation-letter')).toEqual([]);
  await letter.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presentation letter saved')).toBeVisible();
  await expect(letter.getByRole('button', { name: 'Edit' })).toBeFocused();

  // Sectors: two picked in the combobox, each named from the catalogue.
  const sectors = page.locator('#sectors');
  const sectorInput = sectors.getByRole('combobox', { name: 'Sectors you want to work in' });
  // Each option shown before Enter picks it (the sectors arrive with the reference lists).
  await sectorInput.fill('Finan');
  await expect(sectors.getByRole('option', { name: /^Finan/ })).toBeVisible();
  await sectorInput.press('Enter');
  await sectorInput.fill('Logis');
  await expect(sectors.getByRole('option', { name: /^Logis/ })).toBeVisible();
  await sectorInput.press('Enter');
  await sectorInput.press('Escape');
  await expect(sectors.getByRole('button', { name: 'Remove Finance' })).toBeVisible();
  await sectors.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sectors saved')).toBeVisible();

  // Preferences: a salary range upside down is refused on its field; negotiable instead saves.
  const preferences = page.locator('#preferences');
  await preferences.getByRole('group', { name: 'Work permit in the EU' }).getByRole('radio', { name: 'Yes' }).check();
  await preferences
    .getByRole('combobox', { name: 'Working status' })
    .selectOption({ label: 'Employed and open to offers' });
  await preferences.getByRole('textbox', { name: 'From' }).fill('45000');
  await preferences.getByRole('textbox', { name: 'To' }).fill('38000');
  await preferences.getByRole('button', { name: 'Save' }).click();
  const salaryTo = preferences.getByRole('textbox', { name: 'To' });
  await expect(salaryTo).toHaveAttribute('aria-invalid', 'true');
  // Under the field, and listed (a link to it) in the form's error summary, which takes the focus to it.
  await expect(salaryTo).toHaveAccessibleDescription(
    'The maximum salary must be greater than or equal to the minimum salary.',
  );
  await expect(
    preferences.getByRole('alert').getByRole('link', {
      name: 'The maximum salary must be greater than or equal to the minimum salary.',
    }),
  ).toBeVisible();
  await expect(salaryTo).toBeFocused();
  expect(await violations(page, '#sectors', '#preferences')).toEqual([]);
  await preferences.getByRole('checkbox', { name: 'Negotiable: I would rather not give a range' }).check();
  await expect(preferences.getByRole('textbox', { name: 'From' })).toBeDisabled();
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();

  // After a reload, everything is as saved: the letter's bold and list as the server sanitised them.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(letter.locator('strong')).toHaveText('German');
  await expect(letter.getByRole('listitem')).toHaveText(['Five years of support', 'Zendesk']);
  await expect(letter.getByText('I answer customers in')).toBeVisible();
  await expect(sectors.getByRole('list', { name: 'Sectors chosen' }).getByRole('listitem')).toHaveText([
    'Finance',
    'Logistics',
  ]);
  // Each preference is a term and its value, side by side.
  const row = (term: string) =>
    preferences.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');
  await expect(row('Work permit in the EU')).toHaveText('Yes');
  await expect(row('Working status')).toHaveText('Employed and open to offers');
  await expect(row('Yearly salary, gross, in euros')).toHaveText('Negotiable');

  // The editor reopens on the saved markup.
  await letter.getByRole('button', { name: 'Edit' }).click();
  await expect(letter.getByRole('textbox', { name: 'Your letter' }).locator('strong')).toHaveText('German');
  await letter.getByRole('button', { name: 'Cancel' }).click();

  // On a phone the sections fit the screen: nothing is wider than 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await preferences.getByRole('button', { name: 'Edit' }).click();
  await expect(preferences.getByRole('textbox', { name: 'From' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the rich text editor in the catalogue: a paste from a word processor keeps only its formats, by the browser', async ({
  page,
}) => {
  await page.goto('/design-system');
  const demo = page.locator('section[aria-labelledby="ds-rich-text-editor"] figure').first();
  const editor = demo.getByRole('textbox', { name: 'Presentation letter' });
  await editor.click();
  // What Word or Google Docs put on the clipboard: styles, classes, a table, an image and a script.
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<meta charset="utf-8"><b style="font-weight:normal" id="docs-internal-guid-1"><h2 style="color:red">Profile</h2>' +
        '<p class="MsoNormal"><span style="font-weight:700">Fluent</span> in <span style="font-style:italic">Dutch</span>' +
        ' <a href="https://example.com">site</a></p><ol><li>Support</li><li>Sales</li></ol>' +
        '<table><tr><td>cell</td></tr></table><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script></b>',
    );
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('strong')).toHaveText('Fluent');
  await expect(editor.locator('em')).toHaveText('Dutch');
  await expect(editor.getByRole('listitem')).toHaveText(['Support', 'Sales']);
  await expect(editor.locator('img, script, a, table, span[style], [class], [style]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  // What the editor emits (the demo prints it) has no attribute and none of the dropped tags.
  const emitted = (await demo.locator('code').textContent()) ?? '';
  expect(emitted).toContain('<strong>Fluent</strong>');
  expect(emitted).not.toMatch(/<(img|script|a|table|span|meta|h2)\b|style=|class=/);

  // The box shows the focus ring of the tokens while the text has the focus.
  const ring = await demo.locator('.sk-rich-text__box').evaluate((box) => getComputedStyle(box).outlineStyle);
  expect(ring).toBe('solid');
  expect(await violations(page, 'section[aria-labelledby="ds-rich-text-editor"]')).toEqual([]);
});

/** Whether the pointer, at the centre of this button, would reach the button itself and not something over it. */
async function reachable(page: Page, name: string, within: string) {
  const button = page.locator(within).getByRole('button', { name, exact: true });
  const box = await button.boundingBox();
  if (!box) return false;
  return button.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

test('the sectors list closes once a sector is picked with the pointer, and never covers its Save button', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Lena',
    apellidos: 'Moreau',
    email: `e2e-sectors-${Date.now()}@example.com`,
  });
  await page.goto('/account/my-profile');
  const sectors = page.locator('#sectors');
  const input = sectors.getByRole('combobox', { name: 'Sectors you want to work in' });
  const list = sectors.getByRole('listbox');

  // A pick with the pointer completes the choice: the list closes and Save can be clicked at once.
  await input.click();
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: 'Finance' }).click();
  await expect(sectors.getByRole('button', { name: 'Remove Finance' })).toBeVisible();
  await expect(list).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(await reachable(page, 'Save', '#sectors')).toBe(true);

  // Clicking the field again offers the list for another pick; a click outside closes it, and so does Escape.
  await input.click();
  await expect(list).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'My profile' }).click();
  await expect(list).toBeHidden();
  await input.click();
  await expect(list).toBeVisible();
  await input.press('Escape');
  await expect(list).toBeHidden();

  // The keyboard still picks several in a row: Enter keeps the list open for the next one.
  await input.fill('Logis');
  await input.press('Enter');
  await expect(list).toBeVisible();
  await input.press('Tab');
  await expect(list).toBeHidden();

  await sectors.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sectors saved')).toBeVisible();
  await expect(sectors.getByRole('list', { name: 'Sectors chosen' }).getByRole('listitem')).toHaveText([
    'Finance',
    'Logistics',
  ]);
});
