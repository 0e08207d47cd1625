// The share cards as SVG (docs/pages.md#share-images): 1200x630, the size Facebook, LinkedIn and X show large. Every
// text is a path (text.ts), so rasterising needs no font. The company's logo is not part of the SVG: render.ts lays
// the decoded picture into LOGO_BOX.
import { SITE_NAME } from '../jobs/seo';
import { drawable, type Fonts, textPath, textWidth, wrapLines } from './text';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The brand's colours (shared-kit/src/ui/styles/tokens.css): text 14.7:1 and the primary 5.6:1 against white. */
const COLOUR = {
  brand: '#f57c00',
  brandSoft: '#fff3e6',
  primary: '#b34700',
  text: '#1f2933',
  muted: '#52606d',
  border: '#d9e2ec',
  white: '#ffffff',
};

const MARGIN = 64;
/** Where the logo goes on a job card (render.ts composites it there). */
export const LOGO_BOX = { left: MARGIN, top: 168, size: 152 };

export type JobCardText = {
  title: string;
  company: string;
  /** The place as the job page says it ("Berlin, Germany"), if any. */
  place: string | null;
  /** The job's languages in the visitor's language ("German", "English"). */
  languages: string[];
};

/** The brand's mark (the favicon's "EL" square) and name, top left, on every card. */
function brandRow(fonts: Fonts, size: number, top: number): string {
  const mark = Math.round(size * 1.5);
  const markText = 'EL';
  const markSize = Math.round(mark * 0.5);
  const markX = MARGIN + (mark - textWidth(fonts.bold, markText, markSize)) / 2;
  return [
    `<rect x="${MARGIN}" y="${top}" width="${mark}" height="${mark}" rx="${Math.round(mark / 5)}" fill="${COLOUR.primary}"/>`,
    textPath(fonts.bold, markText, markX, top + mark * 0.68, markSize, COLOUR.white),
    textPath(fonts.bold, SITE_NAME, MARGIN + mark + 24, top + mark * 0.72, size, COLOUR.text),
  ].join('');
}

const frame = (body: string) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOUR.white}"/>`,
    body,
    // The brand's band along the bottom edge.
    `<rect y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="${COLOUR.brand}"/>`,
    '</svg>',
  ].join('');

/** Chips of the languages, left to right, as many as fit on one line (the rest counted: "+2"). */
function languageChips(fonts: Fonts, languages: string[], top: number): string {
  const size = 30;
  const padding = 22;
  const height = 56;
  const gap = 16;
  const right = CARD_WIDTH - MARGIN;
  const names = languages.map((name) => drawable(fonts.bold, name)).filter(Boolean);
  const chips: string[] = [];
  let x = MARGIN;
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    const width = textWidth(fonts.bold, name, size) + padding * 2;
    const more = `+${names.length - index}`;
    const moreWidth = textWidth(fonts.bold, more, size) + padding * 2;
    const last = index === names.length - 1;
    // Room for this chip, and for a "+n" chip after it unless it is the last one.
    if (x + width > right || (!last && x + width + gap + moreWidth > right)) {
      chips.push(chip(fonts, more, x, top, moreWidth, height, size, padding));
      break;
    }
    chips.push(chip(fonts, name, x, top, width, height, size, padding));
    x += width + gap;
  }
  return chips.join('');
}

function chip(
  fonts: Fonts,
  text: string,
  x: number,
  top: number,
  width: number,
  height: number,
  size: number,
  padding: number,
) {
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="${height / 2}" fill="${COLOUR.brandSoft}" stroke="${COLOUR.brand}" stroke-width="2"/>`,
    textPath(fonts.bold, text, x + padding, top + height / 2 + size * 0.36, size, COLOUR.primary),
  ].join('');
}

/** A job's card: the brand, the company's logo (added by render.ts), the title, company and place, the languages. */
export function jobCardSvg(fonts: Fonts, job: JobCardText): string {
  const left = LOGO_BOX.left + LOGO_BOX.size + 40;
  const width = CARD_WIDTH - MARGIN - left;
  const titleSize = 54;
  const lineHeight = 66;
  const title = wrapLines(fonts.bold, drawable(fonts.bold, job.title), titleSize, width, 3);
  const company = wrapLines(fonts.regular, drawable(fonts.regular, job.company), 34, width, 1);
  const place = job.place ? wrapLines(fonts.regular, drawable(fonts.regular, job.place), 30, width, 1) : [];
  let baseline = LOGO_BOX.top + titleSize - 6;
  const parts = [brandRow(fonts, 40, 48)];
  for (const line of title) {
    parts.push(textPath(fonts.bold, line, left, baseline, titleSize, COLOUR.text));
    baseline += lineHeight;
  }
  baseline += 4;
  for (const line of company) parts.push(textPath(fonts.regular, line, left, baseline, 34, COLOUR.text));
  if (company.length > 0) baseline += 46;
  for (const line of place) parts.push(textPath(fonts.regular, line, left, baseline, 30, COLOUR.muted));
  // A frame where the logo goes, so a logo with a white background still has an edge.
  parts.push(
    `<rect x="${LOGO_BOX.left - 2}" y="${LOGO_BOX.top - 2}" width="${LOGO_BOX.size + 4}" height="${LOGO_BOX.size + 4}" rx="18" fill="${COLOUR.white}" stroke="${COLOUR.border}" stroke-width="2"/>`,
  );
  parts.push(languageChips(fonts, job.languages, CARD_HEIGHT - 24 - 48 - 56));
  return frame(parts.join(''));
}

/** The site's card, for every page without a picture of its own: the brand and the site's promise in one language. */
export function siteCardSvg(fonts: Fonts, tagline: string): string {
  const size = 60;
  const lines = wrapLines(fonts.bold, drawable(fonts.bold, tagline), size, CARD_WIDTH - MARGIN * 2, 3);
  const parts = [brandRow(fonts, 64, 96)];
  let baseline = 320;
  for (const line of lines) {
    parts.push(textPath(fonts.bold, line, MARGIN, baseline, size, COLOUR.text));
    baseline += 76;
  }
  return frame(parts.join(''));
}
