// The CV extraction against the fixture set (test/fixtures/cvs, made by scripts/generate-cv-fixtures.mjs):
// per-field accuracy with the targets of docs/product-rules.md#cv-extraction, and the time to read a two-page PDF
// (printed only: bench/cv-extraction.mjs measures it against its budget). Read as the api reads them: by a CV
// reader, in its child process (docs/security.md#isolated-file-reading).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CvKind, createCvReader } from '../../src/services/cv-extraction';
import { fold } from '../../src/services/cv-extraction/sections';

const DIR = join(__dirname, '..', 'fixtures', 'cvs');

type Expected = {
  file: string;
  language: string;
  layout: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  languages: { language: string; level: number }[];
  experience: string[];
  education: string[];
  skills: string[];
};

const fixtures: Expected[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(DIR, name), 'utf8')));

const kindOf = (file: string) => (file.endsWith('.docx') ? 'docx' : 'pdf');
const same = (a: string | null | undefined, b: string) => fold(a ?? '') === fold(b);
const sortedLanguages = (list: { language: string; level: number }[]) =>
  JSON.stringify([...list].sort((a, b) => a.language.localeCompare(b.language)));

/** The targets: name, email, phone and languages 90 %, experience titles 75 %. Others are printed only. */
const TARGETS: Record<string, number> = { name: 0.9, email: 0.9, phone: 0.9, languages: 0.9, experience: 0.75 };

/** Generous: the machine running the tests may be busy. */
const OPTIONS = { processes: 1, queue: 50, cpuMs: 30_000, timeoutMs: 60_000 };

describe('CV extraction: the fixture set', () => {
  const reader = createCvReader(OPTIONS);
  afterAll(() => reader.close());
  const extractCv = async (kind: CvKind, data: Buffer, from = reader) => {
    const reading = await from.read(kind, data);
    if (reading.outcome !== 'read') throw new Error(`not read: ${JSON.stringify(reading)}`);
    return reading.extraction;
  };

  it('has at least 16 CVs in at least 6 languages, some in two columns, PDF and DOCX', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(16);
    const languages = new Set(fixtures.map((f) => f.language));
    for (const language of ['de', 'es', 'fr', 'it', 'pl', 'el']) expect(languages.has(language)).toBe(true);
    expect(fixtures.some((f) => f.layout === 'two')).toBe(true);
    expect(fixtures.some((f) => f.file.endsWith('.docx'))).toBe(true);
  });

  it('reads every field with the target accuracy, and prints the table', async () => {
    const hits: Record<string, [number, number]> = {};
    const count = (field: string, good: number, total = 1) => {
      const [g, t] = hits[field] ?? [0, 0];
      hits[field] = [g + good, t + total];
    };
    const misses: string[] = [];
    for (const expected of fixtures) {
      const got = await extractCv(kindOf(expected.file), readFileSync(join(DIR, expected.file)));
      const check = (field: string, ok: boolean, seen: unknown) => {
        count(field, ok ? 1 : 0);
        if (!ok) misses.push(`${expected.file} ${field}: ${JSON.stringify(seen)}`);
      };
      expect(got.text_found).toBe(true);
      check('name', same(got.name ? `${got.name.nombre} ${got.name.apellidos}` : null, expected.name), got.name);
      check('email', got.email === expected.email, got.email);
      check('phone', got.phone === expected.phone, got.phone);
      check('location', same(got.location, expected.location), got.location);
      check('languages', sortedLanguages(got.languages) === sortedLanguages(expected.languages), got.languages);
      const titles = got.experience.map((e) => fold(e.puesto));
      for (const title of expected.experience) check('experience', titles.includes(fold(title)), got.experience);
      const degrees = got.education.map((e) => fold(e.titulo));
      for (const title of expected.education) check('education', degrees.includes(fold(title)), got.education);
      const skills = got.skills.map(fold);
      for (const skill of expected.skills) check('skills', skills.includes(fold(skill)), got.skills);
    }
    const table = Object.entries(hits).map(
      ([field, [good, total]]) =>
        `${field.padEnd(11)} ${String(good).padStart(3)}/${String(total).padEnd(3)} ${((100 * good) / total).toFixed(1)} %`,
    );
    console.log(`CV extraction accuracy (${fixtures.length} CVs)\n${table.join('\n')}\n${misses.join('\n')}`);
    for (const [field, target] of Object.entries(TARGETS)) {
      const [good, total] = hits[field];
      expect({ field, accuracy: good / total >= target }).toEqual({ field, accuracy: true });
    }
  });

  it('reads the two-page PDF and prints the time (the budget is measured by bench/cv-extraction.mjs)', async () => {
    const twoPages = fixtures.find((f) => f.file === 'en-1.pdf') as Expected;
    const data = readFileSync(join(DIR, twoPages.file));
    expect(data.toString('latin1')).toContain('/Count 2');
    // A fresh reader: the first reading starts its child process (which loads pdfjs), as the first upload after
    // the api starts does.
    const fresh = createCvReader(OPTIONS);
    const times: number[] = [];
    let got = null;
    try {
      for (let n = 0; n < 2; n += 1) {
        const started = process.hrtime.bigint();
        got = await extractCv('pdf', data, fresh);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    } finally {
      await fresh.close();
    }
    console.log(
      `Two-page PDF read in ${times[0].toFixed(0)} ms (first, starting the reader), ${times[1].toFixed(0)} ms after`,
    );
    expect(got?.experience).toHaveLength(4);
  });

  it('refuses a DOCX whose zip directory declares more than 50 MB unzipped (a zip bomb)', async () => {
    const data = Buffer.from(readFileSync(join(DIR, 'es-3.docx')));
    const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const first = data.readUInt32LE(end + 16);
    data.writeUInt32LE(60 * 1024 * 1024, first + 24); // the first entry's uncompressed size
    expect(await reader.read('docx', data)).toMatchObject({ outcome: 'not_read', reason: 'refused' });
    expect((await extractCv('docx', readFileSync(join(DIR, 'es-3.docx')))).text_found).toBe(true);
  });
});
