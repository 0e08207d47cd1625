// The design system is the only place that draws controls and picks colours (docs/code-checks.md#one-design-system):
// - outside shared-kit/src/ui, no component (.tsx) renders a raw <button>, <input>, <select> or <textarea>: screens
//   use Button, LinkButton, TextField, Select, Checkbox, Combobox... from shared-kit/ui, so every control has the
//   same focus ring, touch size and states (docs/design-system.md). Tests are not screens and are not checked.
// - outside shared-kit/src/ui/styles, no stylesheet writes a raw colour (hex, rgb(), hsl()...) in a declaration:
//   colours are the tokens' custom properties (`var(--sk-color-*)`), checked for contrast once
//   (docs/design-system.md#colour-and-contrast).
// Run directly it prints every place that breaks a rule and exits 1; the functions are exported for its test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events', 'shared-kit', 'api'];
const UI = 'shared-kit/src/ui/';
const TOKENS_AND_COMPONENT_STYLES = 'shared-kit/src/ui/styles/';

/**
 * Raw controls the design system truly cannot serve, as `path: [elements]`, each with the reason. Keep it short:
 * a missing variant is added to the component (docs/design-system.md), not listed here.
 */
const ALLOWED_CONTROLS = {
  // The catalogue shows FormField doing its job: wrapping a bare control that has no component of its own.
  'shell/src/features/design-system/sections/form-field.tsx': ['input'],
};

const CONTROL = /<(button|input|select|textarea)(?=[\s/>])/g;
// Every CSS colour function; hex colours are matched separately. Named colours (white, black) are not looked for:
// too many words would be flagged in selectors and fonts, and the tokens' review catches them.
const COLOUR_FUNCTION = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const HEX = /(?<![\w-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', 'test-results'].includes(entry.name) || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Comments blanked out (kept as spaces, so positions and lines stay): a comment may well mention `<button>`.
 * Only `/* *\/` blocks and `//` comments that start a line or follow a space or `{`, so `https://` in a string stays.
 */
function withoutScriptComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s{;])\/\/[^\n]*/gm, (comment, before) => before + ' '.repeat(comment.length - before.length));
}

/** The raw controls a component's source renders: `[{element, line}]`. */
export function rawControls(source) {
  const text = withoutScriptComments(source);
  return [...text.matchAll(CONTROL)].map((match) => ({ element: match[1], line: lineOf(text, match.index) }));
}

/** The raw colours written in a stylesheet's declarations (not in selectors such as `#nprogress`): `[{colour, line}]`. */
export function rawColours(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found = [];
  // A declaration is `property: value` between `{` or `;` and `;` or `}`; selectors end at `{` and are skipped.
  for (const block of text.matchAll(/\{([^{}]*)\}/g)) {
    const start = block.index + 1;
    for (const declaration of block[1].matchAll(/[^;]+/g)) {
      const colon = declaration[0].indexOf(':');
      if (colon < 0) continue;
      const value = declaration[0].slice(colon + 1);
      const offset = start + declaration.index + colon + 1;
      for (const match of [...value.matchAll(HEX), ...value.matchAll(COLOUR_FUNCTION)])
        found.push({ colour: match[0].replace(/\($/, '()'), line: lineOf(text, offset + match.index) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function check() {
  const problems = [];
  for (const pkg of PACKAGES) {
    for (const file of walk(path.join(ROOT, pkg))) {
      const where = path.relative(ROOT, file).split(path.sep).join('/');
      if (!where.includes('/src/')) continue;
      const isTest = /\/__tests__\/|\.test\.tsx?$/.test(where);
      if (where.endsWith('.tsx') && !where.startsWith(UI) && !isTest) {
        const allowed = ALLOWED_CONTROLS[where] ?? [];
        for (const { element, line } of rawControls(readFileSync(file, 'utf8')))
          if (!allowed.includes(element))
            problems.push(`${where}:${line}: a raw <${element}>: use the shared-kit/ui component`);
      }
      if (where.endsWith('.css') && !where.startsWith(TOKENS_AND_COMPONENT_STYLES)) {
        for (const { colour, line } of rawColours(readFileSync(file, 'utf8')))
          problems.push(`${where}:${line}: the raw colour ${colour}: use a token, var(--sk-color-*)`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check();
  if (problems.length) {
    console.error(
      `Outside the design system (${problems.length}; docs/code-checks.md#one-design-system):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Controls and colours come from the design system.');
}
