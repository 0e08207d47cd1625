// What `npm test`'s summary says of the page a browser test failed on (scripts/page-at-failure.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pageAtFailure } from './page-at-failure.mjs';

/** Playwright's error-context.md, as 1.65 writes it, around one snapshot. */
const context = (name, snapshot) =>
  `# Test info\n\n- Name: ${name}\n- Location: tests/x.spec.ts:2:1\n\n# Error details\n\n\`\`\`\nError: x\n\`\`\`\n\n` +
  `\`\`\`yaml\n${snapshot}\n\`\`\`\n\n# Test source\n\n\`\`\`ts\n  1 | - heading "not the page"\n\`\`\`\n`;

test('names each failed test, keeps what the page told the person and the requests that failed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-at-failure-'));
  mkdirSync(join(dir, 'profile-saves'));
  writeFileSync(
    join(dir, 'profile-saves', 'error-context.md'),
    context(
      'profile.spec.ts >> saves the country',
      [
        '- main:',
        '  - heading "My profile" [level=1]',
        '  - textbox "First name": Ines',
        '  - combobox "Country" [invalid]',
        '  - alert: Choose your country',
        '- status: Saved',
      ].join('\n'),
    ),
  );
  writeFileSync(
    join(dir, 'profile-saves', 'failed-requests.txt'),
    'PATCH :9080/api/candidates/profile: 500\nGET :9081/remoteEntry.js: net::ERR_CONNECTION_RESET\n',
  );
  writeFileSync(
    join(dir, 'profile-saves', 'open-pages.txt'),
    '# /account/my-profile\n- main:\n  - heading "My profile" [level=1]\n  - button "Save"\n# /company/jobs\n- main:\n',
  );
  mkdirSync(join(dir, 'quiet'));
  writeFileSync(join(dir, 'quiet', 'error-context.md'), context('quiet.spec.ts >> t', '- main:\n  - button "Go"'));
  mkdirSync(join(dir, 'passed-with-attachments'));
  assert.deepEqual(pageAtFailure(dir), [
    'page when "profile.spec.ts >> saves the country" failed:',
    '  - heading "My profile" [level=1]',
    '  - alert: Choose your country',
    '- status: Saved',
    '  its page /account/my-profile:',
    '    - heading "My profile" [level=1]',
    '  its page /company/jobs:',
    '  request PATCH :9080/api/candidates/profile: 500',
    '  request GET :9081/remoteEntry.js: net::ERR_CONNECTION_RESET',
    'page when "quiet.spec.ts >> t" failed:',
    '  (no heading, alert, notice or dialog)',
  ]);
});

test('says nothing when there is no output folder', () => {
  assert.deepEqual(pageAtFailure(join(tmpdir(), 'no-such-folder-page-at-failure')), []);
});
