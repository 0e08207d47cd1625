import { UPLOAD_MAX_BYTES } from 'shared-kit/contracts';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { docx, multipart, pdf, picture, plainZip } from '../support/uploads';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('CVs: /api/candidates/mycv', () => {
  const t = useTestApp();

  const candidate = async () => {
    const { response } = await register(t.app);
    return response.json().token as string;
  };
  const headers = async (token: string) => ({ ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` });
  const upload = async (token: string, data: Buffer, filename = 'cv.pdf', url = '/api/candidates/mycv/fromVue') => {
    const body = multipart([{ name: 'cv', filename, contentType: 'application/pdf', data }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
  };
  const call = async (token: string, method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: await headers(token) });
  const list = async (token: string) => (await call(token, 'GET', '/api/candidates/mycv')).json().cvs;

  it('stores a PDF: the answer has the user, the tasks (cv done) and the list with it as the default', async () => {
    const token = await candidate();
    expect(await list(token)).toEqual([]);
    const response = await upload(token, pdf(), 'Lebenslauf Müller (2024).pdf');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ type: 'candidate', nombre: 'Lena' });
    expect(body.tasks.cv).toBe(1);
    expect(body.cvs).toEqual([
      {
        id: expect.any(Number),
        name: 'Lebenslauf Müller (2024).pdf',
        default: 1,
        content_type: 'application/pdf',
        size: pdf().length,
        created_at: expect.any(String),
        review_requested_at: null,
      },
    ]);
    expect(await list(token)).toEqual(body.cvs);
    const profile = await call(token, 'GET', '/api/candidates/profile');
    expect(profile.json().user.candidate.cvs).toEqual([
      { id: body.cvs[0].id, name: 'Lebenslauf Müller (2024).pdf', default: 1 },
    ]);
  });

  it('stores a DOCX by its content, whatever its name says; the first CV stays the default', async () => {
    const token = await candidate();
    await upload(token, pdf());
    const response = await upload(token, docx(), 'my-cv.pdf');
    expect(response.statusCode).toBe(200);
    const cvs = response.json().cvs;
    expect(cvs).toHaveLength(2);
    expect(cvs.map((cv: { default: number }) => cv.default)).toEqual([1, 0]);
    expect(cvs[1]).toMatchObject({ name: 'my-cv.docx', content_type: DOCX_TYPE });
  });

  it('accepts ?extract=1 (extraction is not built yet: the CV is simply stored) and refuses other values', async () => {
    const token = await candidate();
    expect((await upload(token, pdf(), 'cv.pdf', '/api/candidates/mycv/fromVue?extract=1')).statusCode).toBe(200);
    const bad = await upload(token, pdf(), 'cv.pdf', '/api/candidates/mycv/fromVue?extract=yes');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['extract']);
  });

  it('refuses anything but a PDF or DOCX by content, with a 422 naming the file', async () => {
    const token = await candidate();
    const notCv = 'The CV must be a PDF or Word (DOCX) document.';
    for (const data of [await picture('png'), plainZip(), Buffer.from('just some text, called cv.pdf')]) {
      const response = await upload(token, data, 'cv.pdf');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: notCv, errors: { file: [notCv] } });
    }
    const empty = await upload(token, Buffer.alloc(0));
    expect(empty.json()).toEqual({ message: expect.any(String), errors: { file: ['The uploaded file is empty.'] } });
    expect(await list(token)).toEqual([]);
  });

  it('accepts a 4 MB PDF (past the 1 MB JSON body limit, within the 5 MB upload limit)', async () => {
    const token = await candidate();
    const big = Buffer.concat([pdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const response = await upload(token, big);
    expect(response.statusCode).toBe(200);
    expect(response.json().cvs[0].size).toBe(big.length);
  });

  it('refuses a file over 5 MB, a body without a file and a JSON body with 422s, never a 413 or 500', async () => {
    const token = await candidate();
    const big = Buffer.concat([pdf(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooBig = await upload(token, big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['The file may not be greater than 5 MB.'] });

    const fieldOnly = multipart([{ name: 'note', data: 'no file here' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue',
      headers: { ...(await headers(token)), ...fieldOnly.headers },
      payload: fieldOnly.payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['The file field is required.'] });

    const twoFiles = multipart([
      { name: 'cv', filename: 'a.pdf', data: pdf('a') },
      { name: 'cv2', filename: 'b.pdf', data: pdf('b') },
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue',
      headers: { ...(await headers(token)), ...twoFiles.headers },
      payload: twoFiles.payload,
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ file: ['Send one file at a time.'] });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue',
      headers: { ...(await headers(token)), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut short',
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors)).toEqual(['file']);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue',
      headers: await headers(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['The file field is required.'] });
    expect(await list(token)).toEqual([]);
  });

  it('makes exactly one of several CVs uploaded at the same moment the default', async () => {
    const token = await candidate();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => upload(token, pdf(`CV ${i}`), `cv-${i}.pdf`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const cvs = await list(token);
    expect(cvs).toHaveLength(4);
    expect(cvs.filter((cv: { default: number }) => cv.default === 1)).toHaveLength(1);
  });

  it('keeps at most 10 CVs', async () => {
    const token = await candidate();
    for (let i = 0; i < 10; i += 1) expect((await upload(token, pdf(`CV ${i}`), `cv-${i}.pdf`)).statusCode).toBe(200);
    const eleventh = await upload(token, pdf('one more'));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors).toEqual({
      file: ['You can keep at most 10 CVs. Delete one before uploading another.'],
    });
    expect(await list(token)).toHaveLength(10);
  });

  it('downloads a CV to its owner only, with its content type and a safe file name', async () => {
    const owner = await candidate();
    const other = await candidate();
    const bytes = pdf('Ünïcödé');
    const [cv] = (await upload(owner, bytes, 'C:\\Users\\ana\\Ana López: CV*.pdf')).json().cvs;
    const url = `/candidates/mycv/download/${cv.id}`;

    const response = await call(owner, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ana-Lopez-CV.pdf"; filename*=UTF-8''Ana%20L%C3%B3pez%20CV.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const stranger = await call(other, 'GET', url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('CV not found.');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/candidates/mycv/download/2147483647')).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/candidates/mycv/download/abc')).statusCode).toBe(422);
  });

  it('keeps exactly one default: highlighting moves it; another candidate cannot highlight it', async () => {
    const owner = await candidate();
    const other = await candidate();
    await upload(owner, pdf('first'), 'first.pdf');
    const [first] = (await upload(owner, pdf('second'), 'second.pdf')).json().cvs;
    expect(first.name).toBe('first.pdf');
    const second = (await list(owner)).find((cv: { name: string }) => cv.name === 'second.pdf');

    const response = await call(owner, 'PATCH', `/api/candidates/mycv/${second.id}/highlight`);
    expect(response.statusCode).toBe(200);
    expect(response.json().cvs.map((cv: { name: string; default: number }) => [cv.name, cv.default])).toEqual([
      ['second.pdf', 1],
      ['first.pdf', 0],
    ]);
    // Again: still exactly one.
    await call(owner, 'PATCH', `/api/candidates/mycv/${second.id}/highlight`);
    expect((await list(owner)).filter((cv: { default: number }) => cv.default === 1)).toHaveLength(1);

    expect((await call(other, 'PATCH', `/api/candidates/mycv/${first.id}/highlight`)).statusCode).toBe(404);
    expect((await list(owner))[0].name).toBe('second.pdf');
  });

  it('deletes a CV with its file; the default moves to the newest remaining one; others get 404', async () => {
    const owner = await candidate();
    const other = await candidate();
    await upload(owner, pdf('a'), 'a.pdf');
    await upload(owner, pdf('b'), 'b.pdf');
    await upload(owner, pdf('c'), 'c.pdf');
    const cvs = await list(owner);
    const byName = (name: string) => cvs.find((cv: { name: string }) => cv.name === name);
    expect(byName('a.pdf').default).toBe(1);

    expect((await call(other, 'DELETE', `/api/candidates/mycv/${byName('a.pdf').id}`)).statusCode).toBe(404);
    const response = await call(owner, 'DELETE', `/api/candidates/mycv/${byName('a.pdf').id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().cvs.map((cv: { name: string; default: number }) => [cv.name, cv.default])).toEqual([
      ['c.pdf', 1],
      ['b.pdf', 0],
    ]);
    expect((await call(owner, 'GET', `/candidates/mycv/download/${byName('a.pdf').id}`)).statusCode).toBe(404);
    const files = await t.db
      .selectFrom('files')
      .select('id')
      .where('owner_user_id', '=', response.json().user.id)
      .where('kind', '=', 'cv')
      .execute();
    expect(files).toHaveLength(2);

    await call(owner, 'DELETE', `/api/candidates/mycv/${byName('b.pdf').id}`);
    const last = await call(owner, 'DELETE', `/api/candidates/mycv/${byName('c.pdf').id}`);
    expect(last.json()).toMatchObject({ cvs: [], tasks: { cv: 0 } });
    expect((await call(owner, 'DELETE', `/api/candidates/mycv/${byName('c.pdf').id}`)).statusCode).toBe(404);
  });

  it("sends a CV to review saying where and when the feedback comes, records one pending request, and refuses others' CVs", async () => {
    const { email, response: registered } = await register(t.app);
    const owner = registered.json().token as string;
    const other = await candidate();
    const [cv] = (await upload(owner, pdf())).json().cvs;
    const url = `/api/candidates/mycv/${cv.id}/review`;

    const response = await call(owner, 'PATCH', url);
    expect(response.statusCode).toBe(200);
    // SPEC's sentence with its placeholder filled in: the candidate's own address and the delay we promise.
    expect(response.json()).toEqual({
      message: `Your CV has been sent! You will get our feedback by email at ${email} within 3 working days.`,
    });
    expect((await call(owner, 'PATCH', url)).statusCode).toBe(200);
    const requests = await t.db.selectFrom('cv_review_requests').selectAll().where('cv_id', '=', cv.id).execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.sent_at).toBeNull();
    expect((await list(owner))[0].review_requested_at).toEqual(expect.any(String));

    expect((await call(other, 'PATCH', url)).statusCode).toBe(404);
    const es = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...(await headers(owner)), 'accept-language': 'es' },
    });
    expect(es.json().message).toBe(
      `¡Tu CV se ha enviado! Recibirás nuestros comentarios por correo electrónico en ${email} en un plazo de 3 días laborables.`,
    );
  });

  it("deleting the account deletes the candidate's CVs, their files and review requests", async () => {
    const token = await candidate();
    const { user, cvs } = (await upload(token, pdf())).json();
    await call(token, 'PATCH', `/api/candidates/mycv/${cvs[0].id}/review`);
    const destroy = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidates/account-settings/destroy',
      headers: await headers(token),
      payload: { motivo_id: 1 },
    });
    expect(destroy.statusCode).toBe(200);
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('candidate_cvs').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('cv_review_requests').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
  });
});
