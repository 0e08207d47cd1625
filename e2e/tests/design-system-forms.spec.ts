import { expect, type FileChooser, test } from '../support/test';

// The form components in a real browser, on the catalogue page (docs/design-system.md#the-catalogue): what jsdom
// cannot show, the file dialog, the styles and the focus ring.

test.beforeEach(async ({ page }) => {
  await page.goto('/design-system');
  await expect(page.getByRole('heading', { name: 'FileDropZone' })).toBeVisible();
});

test('the drop zone opens the file dialog from the keyboard, names a refused file and shows the upload', async ({
  page,
}) => {
  const zone = page.locator('section[aria-labelledby="ds-file-drop-zone"] figure').first();
  const button = zone.getByRole('button', { name: 'Your CV Choose a file' });
  // One listener for both dialogs, set before the first key: Playwright intercepts the file dialog only while a
  // listener is set, and turning that on again for a second `waitForEvent` is a message of its own, which a key
  // pressed at once could overtake on a busy machine (the dialog then opened natively and no event came).
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  const nextChooser = async () => {
    await expect.poll(() => choosers.length).toBeGreaterThan(0);
    return choosers.shift() as FileChooser;
  };
  await button.focus();
  await page.keyboard.press('Enter');
  await (await nextChooser()).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(zone.getByText('“photo.png” is not a file type accepted here.')).toBeVisible();
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await (await nextChooser()).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(zone.getByText('“photo.png”')).toHaveCount(0);
  await expect(zone.getByText('cv.pdf')).toBeVisible();
  // The catalogue's demo advances the upload until it is done.
  await expect(zone.getByText('Uploaded')).toBeVisible();
});

test('controls reached by the keyboard show the focus ring of the tokens and are 44 px high', async ({ page }) => {
  const focusColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sk-color-focus').trim(),
  );
  expect(focusColour).not.toBe('');
  const ringOf = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
    });
  const expected = await page.evaluate((hex) => {
    const probe = document.createElement('span');
    probe.style.color = hex;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, focusColour);

  const field = page.getByRole('textbox', { name: 'First name' });
  await page.getByRole('textbox', { name: 'Keywords' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(field).toBeFocused();
  expect(await ringOf(field)).toEqual({ style: 'solid', width: '3px', colour: expected });
  expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  const toggle = page.getByRole('switch', { name: 'Profile visible to companies' }).first();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  expect(await ringOf(toggle)).toEqual({ style: 'solid', width: '3px', colour: expected });

  const apply = page.getByRole('button', { name: 'Apply now' }).first();
  await apply.focus();
  expect(await ringOf(apply)).toEqual({ style: 'solid', width: '3px', colour: expected });
  expect((await apply.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});
