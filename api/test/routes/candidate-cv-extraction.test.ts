// POST /api/candidates/mycv/fromVue?extract=1 (docs/contracts.md#cv-extraction): the CV is stored, and the answer
// proposes what it read next to the caller's current values, writing nothing to the profile. Deciding the proposals,
// and keeping them until then: candidate-cv-proposals.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { multipart, pdf } from '../support/uploads';

const FIXTURES = join(__dirname, '..', 'fixtures', 'cvs');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

type Item = { field: string; position: number; proposed: unknown; current: unknown; same: boolean };
/** The proposals of one field, in the CV's order. */
const of = (items: Item[], field: string) => items.filter((item) => item.field === field);
const proposed = (items: Item[], field: string) => of(items, field).map((item) => item.proposed);

/** A PDF made by pdfkit: encrypted (a user password) or with only a drawing on its page (as a scan has). */
function madePdf(options: { encrypted?: boolean; text?: string }): Promise<Buffer> {
  const doc = new PDFDocument(options.encrypted ? { userPassword: 'secret', ownerPassword: 'owner' } : {});
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  if (options.text) doc.text(options.text);
  else doc.rect(50, 50, 200, 300).fill('#333');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

describe('CV extraction: POST /api/candidates/mycv/fromVue?extract=1', () => {
  const t = useTestApp();

  const candidate = async () => (await register(t.app)).response.json().token as string;
  const headers = async (token: string) => ({ ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` });
  const upload = async (token: string, data: Buffer, filename: string, query = '?extract=1') => {
    const body = multipart([{ name: 'cv', filename, contentType: 'application/octet-stream', data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/candidates/mycv/fromVue${query}`,
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
  };
  const profile = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/candidates/profile', headers: await headers(token) })).json();

  it('proposes each field next to the current value, and writes nothing to the profile', async () => {
    const token = await candidate();
    const before = await profile(token);
    const response = await upload(token, fixture('de-1.pdf'), 'Lebenslauf.pdf');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cvs).toHaveLength(1);
    expect(body.tasks.cv).toBe(1);
    const { proposals } = body;
    expect(proposals.cv_id).toBe(body.cvs[0].id);
    expect(proposals.text_found).toBe(true);
    expect(proposals.message).toBeNull();
    const { items } = proposals;
    // In the review's order: who, how to reach, where, then languages and the career; each with its place.
    expect(items.map((item: Item) => `${item.field}.${item.position}`)).toEqual([
      'name.0',
      'email.0',
      'phone.0',
      'location.0',
      'languages.0',
      'languages.1',
      'languages.2',
      'experience.0',
      'experience.1',
      'education.0',
      'skills.0',
      'skills.1',
      'skills.2',
      'skills.3',
    ]);
    expect(of(items, 'name')).toEqual([
      {
        id: expect.any(Number),
        field: 'name',
        position: 0,
        current: { nombre: 'Lena', apellidos: before.user.apellidos },
        proposed: { nombre: 'Lena', apellidos: 'Müller' },
        same: false,
      },
    ]);
    expect(of(items, 'email')[0]).toMatchObject({ current: before.user.email, proposed: 'lena.mueller@example.de' });
    expect(of(items, 'phone')[0]).toMatchObject({ current: null, proposed: '+491712345678', same: false });
    expect(of(items, 'location')[0]).toMatchObject({ current: before.user.poblacion, proposed: 'Berlin, Deutschland' });
    expect(of(items, 'languages').map((item) => item.current)).toEqual([null, null, null]);
    expect(proposed(items, 'languages')).toEqual([
      { language: expect.objectContaining({ slug: expect.stringMatching(/^german$/i) }), level: 4 },
      { language: expect.objectContaining({ slug: expect.stringMatching(/^english$/i) }), level: 3 },
      { language: expect.objectContaining({ slug: expect.stringMatching(/^french$/i) }), level: 1 },
    ]);
    expect(proposed(items, 'experience')).toEqual([
      { puesto: 'Senior Backend-Entwicklerin', empresa: 'Zalando SE', f_inicio: '2020-03-01', f_final: null },
      { puesto: 'Softwareentwicklerin', empresa: 'SAP SE', f_inicio: '2016-09-01', f_final: '2020-02-01' },
    ]);
    expect(proposed(items, 'education')).toEqual([
      { titulo: 'M.Sc. Informatik', centro_estudios: 'TU München', f_inicio: '2014-01-01', f_final: '2016-01-01' },
    ]);
    expect(proposed(items, 'skills')).toEqual(['TypeScript', 'PostgreSQL', 'Kubernetes', 'Scrum']);

    const after = await profile(token);
    expect(after.user.email).toBe(before.user.email);
    expect(after.user.phone).toBeNull();
    expect(after.user.candidate.languages).toEqual([]);
    expect(after.user.candidate.experience).toEqual([]);
    expect(after.user.candidate.tags).toEqual([]);
  });

  it("proposes the board's skills under the board's names and the others as new tags, every one accepted by the skills call", async () => {
    const token = await candidate();
    const { proposals } = (await upload(token, fixture('en-1.pdf'), 'cv.pdf')).json();
    // The CV lists SQL, Python, Tableau and dbt; the last two are not skills of the board.
    const skills = of(proposals.items, 'skills') as unknown as { proposed: string; new: boolean }[];
    expect(skills.map(({ proposed, new: isNew }) => [proposed, isNew])).toEqual([
      ['SQL', false],
      ['Python', false],
      ['Tableau', true],
      ['dbt', true],
    ]);
    for (const { proposed: tag } of skills) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/candidates/skills',
        headers: await headers(token),
        payload: { tag },
      });
      expect(added.statusCode).toBe(200);
    }
  });

  it('reads a DOCX the same way', async () => {
    const response = await upload(await candidate(), fixture('es-3.docx'), 'cv.docx');
    expect(response.statusCode).toBe(200);
    const { items } = response.json().proposals;
    expect(proposed(items, 'name')).toEqual([{ nombre: 'Lucía', apellidos: 'Martín' }]);
    expect(proposed(items, 'phone')).toEqual(['+34699112233']);
    expect(proposed(items, 'experience').map((e) => (e as { puesto: string }).puesto)).toEqual([
      'Enfermera de urgencias',
      'Enfermera',
    ]);
  });

  it("shows the caller's own current values, never another candidate's", async () => {
    const first = await candidate();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/languages',
      headers: await headers(first),
      payload: { language: 'german', level: 4 },
    });
    expect(added.statusCode).toBe(200);
    const mine = (await upload(first, fixture('de-1.pdf'), 'a.pdf')).json().proposals;
    // German is in the profile at the level the CV says: the proposal is the same, nothing to decide.
    expect(of(mine.items, 'languages')[0]).toMatchObject({
      current: expect.objectContaining({ level: 4 }),
      same: true,
    });
    const other = (await upload(await candidate(), fixture('de-1.pdf'), 'a.pdf')).json().proposals;
    expect(of(other.items, 'languages').map((item) => item.current)).toEqual([null, null, null]);
  });

  it('without extract=1 answers no proposals', async () => {
    const response = await upload(await candidate(), fixture('fr-1.pdf'), 'cv.pdf', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('proposals');
  });

  it.each([
    ['an image-only PDF', () => madePdf({})],
    ['an encrypted PDF', () => madePdf({ encrypted: true, text: 'Lena Müller' })],
    ['a PDF with no text', async () => pdf('')],
    ['a broken PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage')],
  ])('%s is stored, and the answer says no text was found (never a 500)', async (_, make) => {
    const token = await candidate();
    const response = await upload(token, await make(), 'scan.pdf');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cvs).toHaveLength(1);
    expect(body.proposals).toEqual({
      cv_id: body.cvs[0].id,
      text_found: false,
      message: expect.stringContaining('No text was found'),
      items: [],
    });
  });

  it('says it in the caller’s language', async () => {
    const token = await candidate();
    const body = multipart([
      { name: 'cv', filename: 'scan.pdf', contentType: 'application/pdf', data: await madePdf({}) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue?extract=1',
      headers: { ...(await headers(token)), ...body.headers, 'accept-language': 'de' },
      payload: body.payload,
    });
    expect(response.json().proposals.message).toContain('kein Text gefunden');
  });

  it('refuses extract values other than 0 and 1 with a 422 naming the field', async () => {
    const response = await upload(await candidate(), fixture('de-1.pdf'), 'cv.pdf', '?extract=yes');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('extract');
  });
});
