import sharp from 'sharp';
import { register, useTestApp } from '../helper';
import { authHeaders, newCompany } from '../support/company';
import { multipart, pdf, picture } from '../support/uploads';

type Minisite = {
  enabled: boolean;
  template: 1 | 2 | null;
  colors: { primary: string; accent: string } | null;
  blocks: Array<Record<string, unknown>>;
  logo: string | null;
  public_url: string;
};

describe('the minisite: /api/companies/minisite, its logo and images, and the public minisite data', () => {
  const t = useTestApp();
  let registered = 0;

  const company = async (name: string) => {
    const { token, companyId } = await newCompany(t, { company_name: name }, `10.13.1.${++registered}`);
    const { slug } = await t.db
      .selectFrom('companies')
      .select('slug')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    return { token, companyId, slug };
  };
  const headers = (token?: string) => authHeaders(t.app, token);
  const get = async (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: await headers(token) });
  const put = async (payload: object, token?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/companies/minisite', headers: await headers(token), payload });
  const upload = async (token: string, url: string, data: Buffer, filename = 'logo.png', contentType = 'image/png') => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
  };
  const publicData = async (companyId: number) => (await get(`/api/minisites/data/${companyId}`)).json();

  const design = {
    template: 1,
    colors: { primary: '#1747B5', accent: '#C2410C' },
    blocks: [
      { type: 'text', title: 'Who we are', body: 'A team of 40 in Lisbon and Berlin.\nWe hire in six languages.' },
      { type: 'benefits', title: 'Why join', items: ['Remote days', ' Language courses ', ''] },
      { type: 'video', title: 'Our office', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
  };

  it('guards the calls: 401 without a token, 403 for a candidate', async () => {
    expect((await get('/api/companies/minisite')).statusCode).toBe(401);
    expect((await put(design)).statusCode).toBe(401);
    const { response } = await register(t.app, {}, '10.13.1.250');
    const candidate = response.json().token as string;
    expect((await get('/api/companies/minisite', candidate)).statusCode).toBe(403);
    expect((await put(design, candidate)).statusCode).toBe(403);
  });

  it('saves the template, colours and blocks, keeping only each block’s own fields', async () => {
    const { token, slug } = await company('Minisite Labs');
    const start = await get('/api/companies/minisite', token);
    expect(start.statusCode).toBe(200);
    expect(start.json().minisite).toEqual({
      enabled: false,
      template: null,
      colors: null,
      blocks: [],
      logo: null,
      public_url: `${t.config.publicUrl}/jobs-at-${slug}`,
    });

    const saved = await put(
      {
        ...design,
        blocks: [{ ...design.blocks[0], url: 'https://ignored.example', items: ['x'] }, ...design.blocks.slice(1)],
      },
      token,
    );
    expect(saved.statusCode).toBe(200);
    const minisite = saved.json().minisite as Minisite;
    expect(minisite).toMatchObject({
      enabled: false,
      template: 1,
      colors: { primary: '#1747b5', accent: '#c2410c' },
    });
    expect(minisite.blocks).toEqual([
      { type: 'text', title: 'Who we are', body: 'A team of 40 in Lisbon and Berlin.\nWe hire in six languages.' },
      { type: 'benefits', title: 'Why join', items: ['Remote days', 'Language courses'] },
      { type: 'video', title: 'Our office', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    expect((await get('/api/companies/minisite', token)).json().minisite).toEqual(minisite);

    const cleared = await put({ template: null, colors: null, blocks: [] }, token);
    expect(cleared.json().minisite).toMatchObject({ template: null, colors: null, blocks: [] });
  });

  it('answers 422 naming blocks.N.field and the colour, and saves nothing', async () => {
    const { token } = await company('Strict Blocks');
    await put(design, token);
    const bad = await put(
      {
        template: 2,
        colors: { primary: '#ffff00', accent: 'red' },
        blocks: [
          { type: 'video', title: 'Tour', url: 'https://evil.example/watch?v=1' },
          { type: 'text', title: 'About' },
          { type: 'benefits', title: '', items: [] },
          { type: 'video', title: 'Plain http', url: 'http://www.youtube.com/watch?v=1' },
          { type: 'image', alt: 'Team' },
        ],
      },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'blocks.0.url',
        'blocks.1.body',
        'blocks.2.items',
        'blocks.2.title',
        'blocks.3.url',
        'blocks.4.file_id',
        'colors.accent',
        'colors.primary',
      ].sort(),
    );
    expect(bad.json().errors['colors.primary'][0]).toContain('4.5:1');

    const unknownType = await put({ template: 1, colors: null, blocks: [{ type: 'script', title: 'x' }] }, token);
    expect(unknownType.statusCode).toBe(422);
    expect(Object.keys(unknownType.json().errors).join(' ')).toMatch(/^blocks\.0\.type/);
    const tooMany = await put(
      { template: 1, colors: null, blocks: Array.from({ length: 13 }, () => design.blocks[0]) },
      token,
    );
    expect(tooMany.statusCode).toBe(422);
    expect((await get('/api/companies/minisite', token)).json().minisite).toMatchObject({ template: 1 });
  });

  it('takes a logo checked by its content, resized, and image blocks only from the company’s own uploads', async () => {
    const a = await company('Logo Works');
    const b = await company('Other Works');
    const big = await picture('png', 1200, 800);
    const logo = await upload(a.token, '/api/companies/minisite/logo', big);
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toEqual({
      logo: expect.stringMatching(/\/files\/\d+\/company-logo-[0-9a-f]{24}\.png$/),
      file_id: expect.any(Number),
    });
    const served = await t.app.inject({ method: 'GET', url: logo.json().logo.replace(t.config.publicUrl, '') });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 341 });
    expect((await get('/api/companies/minisite', a.token)).json().minisite.logo).toBe(logo.json().logo);

    // A PDF named .png, an SVG (scripts) and a broken image are refused on `file`.
    const fake = await upload(a.token, '/api/companies/minisite/logo', pdf());
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json().errors)).toEqual(['file']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(a.token, '/api/companies/minisite/logo', svg, 'logo.svg', 'image/svg+xml')).statusCode).toBe(
      422,
    );
    const truncated = (await picture('jpeg', 400, 300)).subarray(0, 200);
    expect((await upload(a.token, '/api/companies/minisite/images', truncated, 'x.jpg', 'image/jpeg')).statusCode).toBe(
      422,
    );

    const image = await upload(
      a.token,
      '/api/companies/minisite/images',
      await picture('jpeg', 800, 600),
      'team.jpg',
      'image/jpeg',
    );
    expect(image.statusCode).toBe(200);
    const { file_id: fileId, url } = image.json();
    const withImage = await put(
      { template: 2, colors: null, blocks: [{ type: 'image', file_id: fileId, alt: 'Our team' }] },
      a.token,
    );
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().minisite.blocks).toEqual([{ type: 'image', file_id: fileId, alt: 'Our team', url }]);

    // Company B cannot show A's image (or learn anything about it).
    const stolen = await put(
      { template: 2, colors: null, blocks: [{ type: 'image', file_id: fileId, alt: 'Not ours' }] },
      b.token,
    );
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().errors)).toEqual(['blocks.0.file_id']);
    expect((await get('/api/companies/minisite', b.token)).json().minisite.blocks).toEqual([]);
  });

  it('shows the design in the public minisite data only while the company has the service', async () => {
    const { token, companyId } = await company('Public Design');
    await put(design, token);
    const without = await publicData(companyId);
    expect(without.userMinisite).toBeNull();
    expect(without.vueTemp).toBeNull();

    await t.db.updateTable('companies').set({ has_minisite_service: true }).where('id', '=', companyId).execute();
    expect((await get('/api/companies/minisite', token)).json().minisite.enabled).toBe(true);
    const data = await publicData(companyId);
    expect(data.vueTemp).toBe('template-1');
    expect(data.userMinisite).toMatchObject({
      fk_empresa_id: companyId,
      fk_id_minisite_template: 1,
      colors: { primary: '#1747b5', accent: '#c2410c' },
      blocks: [
        { type: 'text', title: 'Who we are' },
        { type: 'benefits', items: ['Remote days', 'Language courses'] },
        { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      ],
    });
    expect(data.companyData.hasMinisiteService).toBe(true);
    // The job list's minisite mode follows the same template at once (the job-list cache is bumped).
    const { slug } = await t.db
      .selectFrom('companies')
      .select('slug')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const list = await get(`/api/jobs-at-${slug}`);
    expect(list.json()).toMatchObject({ hasMinisiteService: true, companyIdMinisite: companyId });
    // The page as served has the blocks in its first HTML, before any script runs.
    const page = (await get(`/jobs-at-${slug}`)).body;
    expect(page).toContain('<h2>Who we are</h2>');
    expect(page).toContain('<li>Language courses</li>');
    expect(page).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    await put({ ...design, template: null }, token);
    expect((await get(`/api/jobs-at-${slug}`)).json().hasMinisiteService).toBe(false);
    expect((await publicData(companyId)).vueTemp).toBeNull();
  });

  it("shows the demo companies' existing minisite templates, with no colours or blocks until they save some", async () => {
    const row = await t.db
      .selectFrom('companies')
      .select(['id', 'minisite_template'])
      .where('has_minisite_service', '=', true)
      .where('minisite_template', 'is not', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return;
    const data = await publicData(row.id);
    expect(data.vueTemp).toBe(`template-${row.minisite_template}`);
    expect(data.userMinisite.blocks).toEqual([]);
    expect(data.userMinisite.colors).toBeNull();
  });
});
