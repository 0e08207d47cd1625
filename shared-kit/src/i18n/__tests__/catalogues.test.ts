// Every package's message catalogues, checked together (docs/i18n.md#catalogues): a key missing in any language, a
// message that is not valid ICU, placeholders or tags that differ from English, or an English text left in another
// language fail here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES } from '../../contracts/locales';

const ROOT = path.resolve(__dirname, '../../../..');
/** Each catalogue folder and the prefix its ids carry, so ids never collide when catalogues are merged. */
const CATALOGUES = [
  ['shared-kit/src/locales', 'kit.'],
  ['shared-kit/src/locales/pages', 'kit.page.'],
  ['shell/src/locales', 'shell.'],
  ['shell/src/locales/pages', 'shell.'],
  ['mfe-jobs/src/locales', 'jobs.'],
  ['mfe-jobs/src/locales/pages', 'jobs.blog.'],
  ['mfe-candidate/src/locales', 'candidate.'],
  ['mfe-company/src/locales', 'company.'],
  ['mfe-events/src/locales', 'events.'],
  ['mfe-events/src/locales/pages', 'events.puck.'],
  ['api/src/locales', 'api.'],
].filter(([dir]) => existsSync(path.join(ROOT, dir, `${DEFAULT_LOCALE}.json`)));

type Messages = Record<string, string>;
const read = (file: string): Messages => JSON.parse(readFileSync(file, 'utf8'));

/** The argument names of a compiled message (parts are text or [name, type?, branches?]), plural branches included. */
function argumentsOf(message: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    into.add(String(part[0]));
    const branches = part[2];
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) argumentsOf(branch, into);
  }
  return into;
}
const tagsOf = (message: string) => [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();

it('has catalogues to check', () => {
  expect(CATALOGUES.length).toBeGreaterThan(0);
});

describe.each(CATALOGUES)('%s', (dir, prefix) => {
  const folder = path.join(ROOT, dir);
  const english = read(path.join(folder, `${DEFAULT_LOCALE}.json`));
  // Texts that are the same in English and other languages on purpose (brand names, loanwords): id -> why.
  const sameFile = path.join(folder, 'same-as-english.json');
  const sameAsEnglish: Messages = existsSync(sameFile) ? read(sameFile) : {};

  it('has one file per interface language and nothing else', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'same-as-english.json');
    expect(files.sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it(`prefixes every id with ${prefix}`, () => {
    expect(Object.keys(english).filter((id) => !id.startsWith(prefix))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has every key, no extra, same placeholders', (locale) => {
    const messages = read(path.join(folder, `${locale}.json`));
    expect({ missing: Object.keys(english).filter((id) => !(id in messages)) }).toEqual({ missing: [] });
    expect({ extra: Object.keys(messages).filter((id) => !(id in english)) }).toEqual({ extra: [] });
    const differing = Object.keys(english).filter((id) => {
      if (!(id in messages)) return false;
      const args = (m: string) => [...argumentsOf(compileMessage(m))].sort().join();
      return args(messages[id]) !== args(english[id]) || tagsOf(messages[id]).join() !== tagsOf(english[id]).join();
    });
    expect({ placeholdersDiffer: differing }).toEqual({ placeholdersDiffer: [] });
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has no English left untranslated', (locale) => {
    const messages = read(path.join(folder, `${locale}.json`));
    const untranslated = Object.keys(english).filter(
      (id) => messages[id] === english[id] && /\p{L}{2}/u.test(english[id]) && !(id in sameAsEnglish),
    );
    expect({ untranslated }).toEqual({ untranslated: [] });
  });

  it.each(LOCALES)('%s: every message is valid ICU', (locale) => {
    const messages = read(path.join(folder, `${locale}.json`));
    const invalid = Object.entries(messages).filter(([, message]) => {
      try {
        compileMessage(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });
});

it('never uses one id in two packages', () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const [dir] of CATALOGUES) {
    for (const id of Object.keys(read(path.join(ROOT, dir, `${DEFAULT_LOCALE}.json`)))) {
      if (seen.has(id)) clashes.push(`${id} in ${seen.get(id)} and ${dir}`);
      seen.set(id, dir);
    }
  }
  expect(clashes).toEqual([]);
});
