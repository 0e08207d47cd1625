// Rewrites support/layout-baseline.json, the kinds of small controls the layout guard still tolerates per screen
// (docs/design-system.md#layout-guard), from the small-targets.json files of the last run of
// tests/layout-guard.spec.ts in test-results/: the screens that run measured are replaced, the others kept (a run
// of a few screens with `-g` updates those). Run it after fixing some: the list only shrinks (a kind the guard did
// not tolerate fails the run before this could add it).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const results = path.join(here, '..', 'test-results');
const target = path.join(here, '..', 'support', 'layout-baseline.json');

const merged = {};
for (const dir of readdirSync(results)) {
  let found;
  try {
    found = JSON.parse(readFileSync(path.join(results, dir, 'small-targets.json'), 'utf8'));
  } catch {
    continue;
  }
  merged[found.screen] ??= { phone: new Set(), desktop: new Set() };
  const entry = merged[found.screen];
  for (const kind of found.phone) entry.phone.add(kind);
  for (const kind of found.desktop) entry.desktop.add(kind);
}
const sorted = Object.fromEntries(
  Object.keys(merged)
    .sort()
    .map((screen) => [
      screen,
      { phone: [...merged[screen].phone].sort(), desktop: [...merged[screen].desktop].sort() },
    ]),
);
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
// In the repository's format (short lists on one line), so the lint step passes on the file as written.
execFileSync(path.join(here, '..', '..', 'node_modules', '.bin', 'biome'), ['format', '--write', target]);
const count = Object.values(sorted).reduce((n, e) => n + e.phone.length + e.desktop.length, 0);
console.log(`${Object.keys(sorted).length} screens, ${count} kinds of small control left`);
