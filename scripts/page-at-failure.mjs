// What the page showed when a browser test failed, in a few lines for `npm test`'s summary (docs/testing.md#a-failure-in-ci).
// CI prints only its log, and its end is what gets read: a test that fails once in a hundred runs there is diagnosed
// from these lines or not at all. Playwright writes each failed test's accessibility snapshot of the page into
// `error-context.md` under its output folder; the lines kept are those that say where the test was and what the page
// told the person: headings, alerts (a form's errors), statuses (notices) and dialogs, of its page and of the other
// pages it had open; then the last requests of its pages that got no answer or an error status.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TOLD = /^\s*- (heading|alert|status|dialog|alertdialog)\b/;
const LINES_PER_TEST = 10;
const TESTS = 4;
const REQUESTS_PER_TEST = 5;
const LINES_PER_OTHER_PAGE = 6;

const readLines = (file) => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

/** For each failed test under `dir` (at most TESTS): its name, then up to LINES_PER_TEST lines of its page. */
export function pageAtFailure(dir) {
  let folders;
  try {
    folders = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
  const lines = [];
  for (const folder of folders) {
    let text;
    try {
      text = readFileSync(join(dir, folder.name, 'error-context.md'), 'utf8');
    } catch {
      continue;
    }
    if (lines.length >= TESTS * (LINES_PER_TEST + REQUESTS_PER_TEST + 1)) break;
    const name = /^- Name: (.*)$/m.exec(text)?.[1] ?? folder.name;
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const told = snapshot.split('\n').filter((line) => TOLD.test(line));
    lines.push(`page when "${name}" failed:`);
    lines.push(...(told.length ? told.slice(0, LINES_PER_TEST) : ['  (no heading, alert, notice or dialog)']));
    // Its other pages still open (a second person's, in a context of its own: e2e/support/test.ts writes them).
    for (const block of readLines(join(dir, folder.name, 'open-pages.txt'))
      .join('\n')
      .split(/^# /m)
      .filter(Boolean)) {
      const [path, ...snapshot] = block.split('\n');
      const said = snapshot.filter((line) => TOLD.test(line)).slice(0, LINES_PER_OTHER_PAGE);
      lines.push(`  its page ${path}:`, ...said.map((line) => `  ${line}`));
    }
    // The last requests of its pages that got no answer or an error status (e2e/support/test.ts writes them).
    const requests = readLines(join(dir, folder.name, 'failed-requests.txt')).slice(-REQUESTS_PER_TEST);
    lines.push(...requests.map((line) => `  request ${line}`));
  }
  return lines;
}
