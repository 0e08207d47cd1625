// A card's SVG as the PNG link previews show (docs/pages.md#share-images), with sharp (libvips, already the api's
// image library; its binaries are npm packages). Bounded: a few seconds per picture, and at most RENDERS_AT_ONCE at a
// time on the api's two cores; the rest wait in a short queue or are told to come back.
import sharp from 'sharp';
import { LOGO_BOX } from './card';

/** libvips gives up on a picture after this long (sharp's own timeout). */
const RENDER_SECONDS = 4;
const RENDERS_AT_ONCE = 2;
/** Renders waiting beyond this answer "busy" (503 with Retry-After) instead of piling up. */
const MAX_WAITING = 16;
/** A logo bigger than this is not decoded (stored logos are at most 512 px; this guards the seed's and old ones). */
const MAX_LOGO_PIXELS = 4096 * 4096;

export class ShareImageBusy extends Error {}

/**
 * A gate for at most `atOnce` jobs at a time: the next ones wait, up to `maxWaiting` of them; beyond that the call
 * throws ShareImageBusy at once instead of piling up.
 */
export function createLimiter(atOnce: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= atOnce) {
      if (waiting.length >= maxWaiting) throw new ShareImageBusy('too many share images being drawn');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes to the next waiting job as it is (running stays the same), or is freed.
      if (next) next();
      else running--;
    }
  };
}

const limited = createLimiter(RENDERS_AT_ONCE, MAX_WAITING);

/** The logo in its box: contained on white, corners rounded like the frame the card draws around it. */
async function logoTile(logo: Buffer): Promise<Buffer | null> {
  const size = LOGO_BOX.size;
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="16" fill="#fff"/></svg>`,
  );
  try {
    return await sharp(logo, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' })
      .timeout({ seconds: RENDER_SECONDS })
      .resize(size - 16, size - 16, { fit: 'contain', background: '#ffffff' })
      .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .composite([{ input: corners, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    // A logo that does not decode is left out: the card is still worth showing.
    return null;
  }
}

/** The PNG of a card. `logo` (a job card's company logo, any format sharp reads) is laid into LOGO_BOX. */
export function renderCard(svg: string, logo: Buffer | null = null): Promise<Buffer> {
  return limited(async () => {
    const tile = logo ? await logoTile(logo) : null;
    return sharp(Buffer.from(svg))
      .timeout({ seconds: RENDER_SECONDS })
      .composite(tile ? [{ input: tile, left: LOGO_BOX.left, top: LOGO_BOX.top }] : [])
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
      .toBuffer();
  });
}
