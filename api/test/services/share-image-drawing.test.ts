import sharp from 'sharp';
import { jobCardSvg } from '../../src/services/share-images/card';
import { createLimiter, renderCard, ShareImageBusy } from '../../src/services/share-images/render';
import { drawable, shareFonts, textWidth, wrapLines } from '../../src/services/share-images/text';

// The drawing of share images (docs/pages.md#share-images): the bundled font draws the letters of European
// languages, text is fitted to the card, and drawing is bounded.

describe('share image drawing', () => {
  const fonts = shareFonts();

  it('draws Polish, German, Greek and Cyrillic letters from the bundled font, and leaves out scripts it lacks', () => {
    for (const text of [
      'Zażółć gęślą jaźń',
      'Straße in München',
      'Εξυπηρέτηση πελατών',
      'Служба поддержки',
      'Ærø Åsa Øre',
    ]) {
      expect(drawable(fonts.bold, text)).toBe(text);
      expect(drawable(fonts.regular, text)).toBe(text);
    }
    // A letter the font has no glyph for would be an empty box: it is left out.
    expect(drawable(fonts.bold, 'Support 客服 agent')).toBe('Support agent');
  });

  it('wraps a long title into at most three lines that fit, the last one ending in an ellipsis', () => {
    const title =
      'Customer service representative with Polish and Greek for a travel company in Athens, Greece (m/w/d)';
    const lines = wrapLines(fonts.bold, title, 54, 880, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(textWidth(fonts.bold, line, 54)).toBeLessThanOrEqual(880);
    expect(lines[2]).toMatch(/…$/);
    // A word longer than a line is cut into pieces that fit.
    const word = wrapLines(fonts.bold, 'Donaudampfschifffahrtsgesellschaftskapitänsmützenhersteller', 54, 400, 5);
    expect(word.length).toBeGreaterThan(1);
    for (const line of word) expect(textWidth(fonts.bold, line, 54)).toBeLessThanOrEqual(400);
  });

  it('renders a job card as a 1200x630 PNG, with a logo or without one that does not decode', async () => {
    const svg = jobCardSvg(fonts, {
      title: 'Specjalista ds. obsługi klienta z językiem greckim',
      company: 'Łódź Services',
      place: 'Kraków, Poland',
      languages: ['grecki', 'polski'],
    });
    // Every coordinate is a number: opentype.js's own path writer once printed NaN, which cut the text short.
    expect(svg).not.toMatch(/NaN|undefined/);
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    for (const picture of [logo, Buffer.from('not an image'), null]) {
      const info = await sharp(await renderCard(svg, picture)).metadata();
      expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('draws at most a few at a time, and refuses at once when too many wait', async () => {
    const limited = createLimiter(2, 3);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const job = () =>
      limited(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
      });
    const started = [job(), job(), job(), job(), job()];
    await expect(job()).rejects.toBeInstanceOf(ShareImageBusy);
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(started);
    expect(most).toBe(2);
  });
});
