// What scripts/check-design-system.mjs finds in a component's source and in a stylesheet
// (docs/code-checks.md#one-design-system).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rawColours, rawControls } from './check-design-system.mjs';

test('finds the raw controls a component renders, with their lines', () => {
  const source = [
    'export function Search() {',
    '  return (',
    '    <form>',
    '      <input type="search" />',
    '      <select',
    '        name="x"',
    '      />',
    '      <textarea/>',
    '      <button type="submit">Go</button>',
    '    </form>',
    '  );',
    '}',
  ].join('\n');
  assert.deepEqual(rawControls(source), [
    { element: 'input', line: 4 },
    { element: 'select', line: 5 },
    { element: 'textarea', line: 8 },
    { element: 'button', line: 9 },
  ]);
});

test('ignores components, other tags and comments that name a control', () => {
  const source = [
    "import { Button } from 'shared-kit/ui';",
    '// a raw <button> would lose the focus ring',
    '/* <input> and <select> come from shared-kit/ui */',
    'const a = <Button>Go</Button>;',
    'const b = <buttonish />;',
    'const c = <a href="https://example.com">{/* <button> */}x</a>; // <input>',
    'const d = <Input />;',
  ].join('\n');
  assert.deepEqual(rawControls(source), []);
});

test('finds raw colours in declarations, not in selectors or comments', () => {
  const css = [
    '/* #fff is not used here: rgb(0 0 0) */',
    '#nprogress .bar {',
    '  background: var(--sk-color-brand) !important;',
    '}',
    '.a { color: #333; border: 1px solid #D6D9DE }',
    '.b {',
    '  box-shadow: 0 0 4px rgba(0, 0, 0, 0.2);',
    '  background: hsl(0 0% 100%);',
    '}',
    '@media (min-width: 40rem) {',
    '  .c { outline-color: #f28c28aa; }',
    '}',
  ].join('\n');
  assert.deepEqual(rawColours(css), [
    { colour: '#333', line: 5 },
    { colour: '#D6D9DE', line: 5 },
    { colour: 'rgba()', line: 7 },
    { colour: 'hsl()', line: 8 },
    { colour: '#f28c28aa', line: 11 },
  ]);
});

test('lets tokens, ids in values and other functions through', () => {
  const css = [
    '.a { color: var(--sk-color-text); background: url("#frag"); }',
    '.b { grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }',
    '.c { width: calc(100% - var(--sk-space-4)); }',
  ].join('\n');
  assert.deepEqual(rawColours(css), []);
});
