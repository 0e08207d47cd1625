import { useTestApp } from '../helper';

describe('minisite data, keywords and tags', () => {
  const t = useTestApp();

  it('GET /api/minisites/data/{companyId}: minisite with template', async () => {
    const response = await t.app.inject('/api/minisites/data/1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // The generated logo, served from the file storage.
      logo: expect.stringMatching(/^\/files\/\d+\/nordlicht-software-gmbh\.svg$/),
      userMinisite: {
        fk_empresa_id: 1,
        fk_id_minisite_template: 1,
        content: expect.objectContaining({ headline: 'Work at Nordlicht Software GmbH' }),
        company: 'Nordlicht Software GmbH',
        // No design saved by the company yet (docs/company-area.md#minisite).
        colors: null,
        blocks: [],
      },
      vueTemp: 'template-1',
      companyData: expect.objectContaining({
        id: 1,
        slug: 'nordlicht-software-gmbh',
        hasMinisiteService: true,
        activeJobs: 2,
      }),
    });
  });

  it('minisite service without template, no service, unknown company', async () => {
    const porto = (await t.app.inject('/api/minisites/data/4')).json();
    expect(porto.userMinisite).toMatchObject({ fk_empresa_id: 4, fk_id_minisite_template: null });
    expect(porto.vueTemp).toBeNull();
    const helix = (await t.app.inject('/api/minisites/data/3')).json();
    expect(helix).toMatchObject({
      userMinisite: null,
      vueTemp: null,
      companyData: { hasMinisiteService: false, activeJobs: 30 },
    });
    const unknown = await t.app.inject('/api/minisites/data/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().toasts[0].message).toEqual(expect.any(String));
  });

  it('GET /api/keywords?search=: prefix and word prefix, accent-free, with slugs, at most 20', async () => {
    const names = async (search: string) =>
      (await t.app.inject(`/api/keywords?search=${encodeURIComponent(search)}`)).json().data as {
        slug: string;
        name: string;
      }[];
    expect(await names('type')).toEqual([{ slug: 'typescript', name: 'TypeScript', type: 'skill' }]);
    const customer = await names('custom');
    expect(customer.map((k) => k.slug)).toEqual(['customer-service', 'customer-support']);
    expect((await names('sérvice')).map((k) => k.slug)).toContain('customer-service');
    expect(await names('')).toEqual([]);
    expect((await names('s')).length).toBeLessThanOrEqual(20);
    expect((await t.app.inject(`/api/keywords?search=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('GET /api/tags?q=: skill tags only', async () => {
    const body = (await t.app.inject('/api/tags?q=reac')).json();
    expect(body).toEqual({ data: [{ id: expect.any(Number), slug: 'react', name: 'React' }] });
    expect((await t.app.inject('/api/tags?q=call')).json().data).toEqual([]);
  });
});
