// Text of the share images drawn as SVG paths (docs/pages.md#share-images): the glyphs come from font files shipped
// in an npm package (Noto Sans: Latin with every European diacritic, Greek, Cyrillic), so the picture is the same on
// every machine, whatever fonts it has, and the rasteriser never looks for a font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

type Font = opentype.Font;
export type Fonts = { regular: Font; bold: Font };

let loaded: Fonts | null = null;

/** The two weights the cards use, parsed once per process (some 600 KB each). */
export function shareFonts(): Fonts {
  if (loaded) return loaded;
  const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  const parse = (file: string) => {
    const bytes = readFileSync(path.join(dir, file));
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  loaded = {
    regular: parse('400Regular/NotoSans_400Regular.ttf'),
    bold: parse('700Bold/NotoSans_700Bold.ttf'),
  };
  return loaded;
}

/**
 * The text with only the characters the font can draw: a letter of a script Noto Sans lacks (Chinese, Arabic) would
 * be an empty box, so it is left out rather than drawn as one. Runs of spaces become one space.
 */
export function drawable(font: Font, text: string): string {
  return [...text.normalize('NFC')]
    .filter((char) => /\s/.test(char) || font.charToGlyphIndex(char) > 0)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export const textWidth = (font: Font, text: string, size: number) =>
  font.getAdvanceWidth(text, size, { kerning: true });

const ELLIPSIS = '…';

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function cutToFit(font: Font, text: string, size: number, width: number): string {
  const chars = [...text];
  while (chars.length > 0 && textWidth(font, `${chars.join('').trimEnd()}${ELLIPSIS}`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * `text` broken into at most `maxLines` lines of at most `width` units at `size`: at spaces, a word longer than a
 * line at any character, and an ellipsis on the last line when the text goes on.
 */
export function wrapLines(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // A word wider than a line: as many characters as fit, the rest on the next line.
    while (textWidth(font, current, size) > width) {
      const chars = [...current];
      let fit = chars.length - 1;
      while (fit > 1 && textWidth(font, chars.slice(0, fit).join(''), size) > width) fit--;
      lines.push(chars.slice(0, fit).join(''));
      current = chars.slice(fit).join('');
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), cutToFit(font, lines.slice(maxLines - 1).join(' '), size, width)];
}

/** A coordinate with one decimal: opentype.js's own writer (toPathData) prints NaN for values a hair off an integer. */
const num = (value: number) => String(Math.round(value * 10) / 10);

/** The path's commands as SVG path data. */
function pathData(commands: opentype.PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${num(command.x)} ${num(command.y)}`;
        case 'Q':
          return `Q${num(command.x1)} ${num(command.y1)} ${num(command.x)} ${num(command.y)}`;
        case 'C':
          return `C${num(command.x1)} ${num(command.y1)} ${num(command.x2)} ${num(command.y2)} ${num(command.x)} ${num(command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/** One line of text as an SVG path: `x` is its left end, `baseline` the y of its baseline. */
export function textPath(font: Font, text: string, x: number, baseline: number, size: number, fill: string): string {
  const d = pathData(font.getPath(text, x, baseline, size, { kerning: true }).commands);
  return d ? `<path fill="${fill}" d="${d}"/>` : '';
}
