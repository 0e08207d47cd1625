// Long because services, purchases, payments and their webhooks are one flow (buy, pay, credit) on one set-up; 16 rules.
import { sql } from 'kysely';
import { loadConfig } from '../../src/config';
import { COUNTRIES } from '../../src/db/seed/reference-data';
import { confirmPayment, createPayment, webhookSecret } from '../../src/services/payments';
import { signedTestEvent } from '../../src/services/payments/test-provider';
import { normaliseVatId, vatIdCountry, vatRateFor } from '../../src/services/payments/vat';
import { login, register, useTestApp } from '../helper';
import { authHeaders, newCompany } from '../support/company';

type Payment = {
  id: string;
  code: string;
  quantity: number;
  net: number;
  vat: number;
  total: number;
  vat_rate: number;
  method: string;
  status: string;
  paid_at: string | null;
  invoice: {
    number: string;
    issued_at: string;
    supplied_at: string;
    seller: Record<string, unknown>;
    buyer: Record<string, unknown>;
    unit_price: number;
    reverse_charge: boolean;
  } | null;
  transfer: { iban: string; bic: string; beneficiary: string; reference: string } | null;
};

const PURCHASE = '/api/companies/services/purchase';

describe('services and payments: /api/services, /api/companies/services, payments, webhooks', () => {
  const t = useTestApp();
  let registered = 0;

  const company = (name = 'Tagus Labs') => newCompany(t, { company_name: name }, `10.13.0.${++registered}`);
  const headers = (token?: string) => authHeaders(t.app, token);
  const get = async (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: await headers(token) });
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, headers: await headers(token), payload });
  const purchase = async (token: string, body: object) => {
    const response = await send('POST', PURCHASE, body, token);
    expect(response.statusCode).toBe(201);
    return response.json() as { payment: Payment; redirect: string };
  };
  const balances = async (token: string) => (await get('/api/companies/balances', token)).json();
  const payment = async (token: string, id: string) =>
    (await get(`/api/companies/services/payments/${id}`, token)).json().payment as Payment;
  const webhook = (event: { body: string; headers: Record<string, string> }, provider = 'test') =>
    // No XSRF cookie or header: a provider's server sends it.
    t.app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/${provider}`,
      headers: event.headers,
      payload: event.body,
    });
  const secret = () => webhookSecret(t.db, t.config.payments);

  it('answers the public catalogue with net prices in cents and Spanish VAT', async () => {
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const { services } = response.json();
    expect(services.map((s: { code: string }) => s.code)).toEqual([
      'job_posts_1',
      'job_posts_5',
      'job_posts_10',
      'cv_credits_10',
      'cv_credits_50',
      'cv_credits_100',
      'minisite_12m',
    ]);
    expect(services[1]).toEqual({
      code: 'job_posts_5',
      kind: 'job_posts',
      name_key: 'api.services.catalogue.job_posts',
      quantity: 5,
      price: 39900,
      currency: 'EUR',
      vat_rate: 21,
    });
    expect(services.every((s: { vat_rate: number }) => s.vat_rate === 21)).toBe(true);
  });

  it('guards the company calls: 401 without a token, 403 for a candidate', async () => {
    expect((await get('/api/companies/services')).statusCode).toBe(401);
    expect((await send('POST', PURCHASE, { code: 'job_posts_1', quantity: 1, method: 'card' })).statusCode).toBe(401);
    const { response } = await register(t.app);
    const candidate = response.json().token as string;
    expect((await get('/api/companies/services', candidate)).statusCode).toBe(403);
    expect((await get('/api/companies/profile', candidate)).statusCode).toBe(403);
    expect((await get('/api/companies/balances', candidate)).statusCode).toBe(403);
  });

  it('checks VAT ID formats per EU country and applies reverse charge only outside Spain', () => {
    const valid = [
      'ATU12345678',
      'BE0123456789',
      'DE123456789',
      'DK12345678',
      'EL123456789',
      'ESB12345678',
      'ES12345678Z',
      'FR12345678901',
      'FRAB123456789',
      'IE1234567T',
      'IE1234567WA',
      'IT12345678901',
      'NL123456789B01',
      'PL1234567890',
      'PT123456789',
      'SE123456789001',
    ];
    for (const id of valid) expect([id, vatIdCountry(id)]).toEqual([id, expect.any(String)]);
    const invalid = [
      'DE12345678',
      'DE1234567890',
      'AT12345678',
      'NL123456789',
      'PL123',
      'XX123456789',
      'GB123456789',
      'FRI1234567890',
      'SE1234567890',
    ];
    for (const id of invalid) expect([id, vatIdCountry(id)]).toEqual([id, null]);
    expect(vatIdCountry('EL123456789')).toBe('GR');
    expect(normaliseVatId(' de 123.456-789 ')).toBe('DE123456789');
    expect(vatRateFor(null)).toBe(21);
    expect(vatRateFor('ESB12345678')).toBe(21);
    expect(vatRateFor('DE123456789')).toBe(0);
    expect(vatRateFor('DE12')).toBe(21);
  });

  it('keeps the profile, refuses a malformed VAT ID on vat_id, and prices with the company’s VAT rate', async () => {
    const { token } = await company('Profile GmbH');
    const start = await get('/api/companies/profile', token);
    expect(start.statusCode).toBe(200);
    expect(start.json().profile).toMatchObject({ name: 'Profile GmbH', vat_id: null, billing_address: null });

    const bad = await send('PUT', '/api/companies/profile', { name: 'Profile GmbH', vat_id: 'DE12345' }, token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['vat_id']);
    const badSite = await send(
      'PUT',
      '/api/companies/profile',
      { name: 'Profile GmbH', website: 'javascript:alert(1)' },
      token,
    );
    expect(badSite.json().errors.website).toEqual([expect.any(String)]);
    const badCountry = await send(
      'PUT',
      '/api/companies/profile',
      { name: 'Profile GmbH', billing_country_id: 999999 },
      token,
    );
    expect(Object.keys(badCountry.json().errors)).toEqual(['billing_country_id']);

    const saved = await send(
      'PUT',
      '/api/companies/profile',
      {
        name: 'Profile GmbH',
        vat_id: 'de 123 456 789',
        billing_address: 'Hauptstraße 1',
        billing_city: 'Berlin',
        billing_postcode: '10115',
        website: 'https://profile.example',
        description: 'We make profiles.',
      },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      vat_id: 'DE123456789',
      billing_city: 'Berlin',
      description: 'We make profiles.',
    });
    expect((await get('/api/companies/profile', token)).json().profile.vat_id).toBe('DE123456789');

    const catalogue = (await get('/api/companies/services', token)).json().services;
    expect(catalogue.every((s: { vat_rate: number }) => s.vat_rate === 0)).toBe(true);
    const reverse = await purchase(token, { code: 'cv_credits_10', quantity: 2, method: 'card' });
    expect(reverse.payment).toMatchObject({ net: 15800, vat: 0, total: 15800, vat_rate: 0 });

    await send('PUT', '/api/companies/profile', { name: 'Profile GmbH', vat_id: 'ESB12345678' }, token);
    const spanish = await purchase(token, { code: 'cv_credits_10', quantity: 1, method: 'card' });
    expect(spanish.payment).toMatchObject({ net: 7900, vat: 1659, total: 9559, vat_rate: 21 });
  });

  it('a company registered with the longest name registration takes can save its profile with that name', async () => {
    const name = `Long Name ${'Logistik '.repeat(21)}GmbH`.slice(0, 200);
    const { token } = await company(name);
    expect((await get('/api/companies/profile', token)).json().profile.name).toBe(name);
    const saved = await send('PUT', '/api/companies/profile', { name }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.name).toBe(name);
  });

  it('card: purchase -> the test checkout page -> Pay -> paid, credits added, invoice numbered', async () => {
    const { token } = await company();
    const before = await balances(token);
    expect(before).toEqual({ balances: { job: 1, cv: 0 }, minisite: false });

    const unknown = await send('POST', PURCHASE, { code: 'gold_bars', quantity: 1, method: 'card' }, token);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['code']);
    const tooMany = await send('POST', PURCHASE, { code: 'job_posts_5', quantity: 101, method: 'card' }, token);
    expect(tooMany.statusCode).toBe(422);

    const { payment: created, redirect } = await purchase(token, { code: 'job_posts_5', quantity: 2, method: 'card' });
    expect(redirect).toBe(`/payments/test-checkout/${created.id}`);
    expect(created).toMatchObject({
      code: 'job_posts_5',
      quantity: 2,
      net: 79800,
      vat: 16758,
      total: 96558,
      currency: 'EUR',
      vat_rate: 21,
      method: 'card',
      status: 'pending',
      paid_at: null,
      invoice: null,
      transfer: null,
    });
    // Nothing is added by the purchase itself.
    expect((await balances(token)).balances).toEqual({ job: 1, cv: 0 });

    const page = await t.app.inject({ method: 'GET', url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(`action="/payments/test-checkout/${created.id}/pay"`);
    expect(page.body).toContain('10 job posts');
    expect(page.body).toContain('965.58');
    expect(page.body).not.toMatch(/<style|style=/);
    const css = await t.app.inject({ method: 'GET', url: '/payments/test-checkout.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/payments/test-checkout/${created.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/company/services/purchase-confirmed?payment=${created.id}`);

    const after = await payment(token, created.id);
    expect(after.status).toBe('paid');
    expect(after.paid_at).toEqual(expect.any(String));
    expect(after.invoice?.number).toMatch(/^\d{4}-\d{6}$/);
    expect((await balances(token)).balances).toEqual({ job: 11, cv: 0 });

    // Paying again (a second click, the back button) changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/payments/test-checkout/${created.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.statusCode).toBe(303);
    expect((await balances(token)).balances).toEqual({ job: 11, cv: 0 });
    expect((await t.app.inject({ method: 'GET', url: redirect })).statusCode).toBe(404);

    const list = await get('/api/companies/services/payments?page=1', token);
    expect(list.json()).toMatchObject({ total: 1, lastPage: 1, currentPage: 1 });
    expect(list.json().payments[0].id).toBe(created.id);
  });

  it('issues an invoice with what the EU VAT directive asks (art. 226), as the parties were when it was issued', async () => {
    const countryId = (slug: string) => COUNTRIES.find((country) => country.slug === slug)?.id as number;
    const payByCard = async (id: string) => {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/payments/test-checkout/${id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(303);
    };
    const seller = {
      name: 'EuLangJobs S.L.',
      address: 'Calle de Alcalá 1, 3º',
      postcode: '28014',
      city: 'Madrid',
      country: { name: 'Spain', iso2: 'ES' },
      vat_id: 'ESB12345678',
    };

    // A business in Germany with its VAT ID: reverse charge, 0 %, and the invoice says so.
    const german = await company('Rhein Sprachen GmbH');
    const profile = {
      name: 'Rhein Sprachen GmbH',
      vat_id: 'DE123456789',
      billing_address: 'Hauptstraße 1',
      billing_postcode: '10115',
      billing_city: 'Berlin',
      billing_country_id: countryId('Germany'),
    };
    expect((await send('PUT', '/api/companies/profile', profile, german.token)).statusCode).toBe(200);
    const { payment: bought } = await purchase(german.token, { code: 'cv_credits_10', quantity: 2, method: 'card' });
    await payByCard(bought.id);
    // Moving later changes the profile, not the invoice already issued.
    await send('PUT', '/api/companies/profile', { ...profile, billing_address: 'Neue Straße 9' }, german.token);
    const reverse = await payment(german.token, bought.id);
    expect(reverse).toMatchObject({
      code: 'cv_credits_10',
      quantity: 2,
      net: 15800,
      vat_rate: 0,
      vat: 0,
      total: 15800,
    });
    expect(reverse.invoice).toEqual({
      number: expect.stringMatching(/^\d{4}-\d{6}$/),
      issued_at: expect.any(String),
      supplied_at: reverse.paid_at,
      seller,
      buyer: {
        name: 'Rhein Sprachen GmbH',
        address: 'Hauptstraße 1',
        postcode: '10115',
        city: 'Berlin',
        country: { name: 'Germany', iso2: 'DE' },
        vat_id: 'DE123456789',
      },
      unit_price: 7900,
      reverse_charge: true,
    });

    // A Spanish company without a VAT ID: Spanish VAT, no reverse charge; the list answers the same invoice.
    const spanish = await company('Taller Madrid');
    await send(
      'PUT',
      '/api/companies/profile',
      {
        name: 'Taller Madrid',
        billing_address: 'Calle Mayor 5',
        billing_city: 'Madrid',
        billing_country_id: countryId('Spain'),
      },
      spanish.token,
    );
    const { payment: local } = await purchase(spanish.token, { code: 'job_posts_1', quantity: 1, method: 'card' });
    await payByCard(local.id);
    const listed = (await get('/api/companies/services/payments', spanish.token)).json().payments[0] as Payment;
    expect(listed).toMatchObject({ net: 9900, vat_rate: 21, vat: 2079, total: 11979 });
    expect(listed.invoice).toMatchObject({
      seller,
      buyer: {
        name: 'Taller Madrid',
        address: 'Calle Mayor 5',
        postcode: null,
        city: 'Madrid',
        country: { name: 'Spain', iso2: 'ES' },
        vat_id: null,
      },
      unit_price: 9900,
      reverse_charge: false,
    });
  });

  it('takes the seller from SELLER_* settings, and refuses a seller whose VAT the invoices cannot apply', () => {
    const seller = loadConfig({
      SELLER_NAME: 'Lenguas Europa S.L.',
      SELLER_ADDRESS: 'Gran Vía 2',
      SELLER_POSTCODE: '28013',
      SELLER_CITY: 'Madrid',
      SELLER_VAT_ID: 'es a1234567-8',
    }).payments.seller;
    expect(seller).toEqual({
      name: 'Lenguas Europa S.L.',
      address: 'Gran Vía 2',
      postcode: '28013',
      city: 'Madrid',
      country: 'ES',
      vatId: 'ESA12345678',
    });
    expect(() => loadConfig({ SELLER_COUNTRY: 'FR' })).toThrow(/SELLER_COUNTRY must be ES/);
    expect(() => loadConfig({ SELLER_VAT_ID: 'DE123456789' })).toThrow(/SELLER_VAT_ID/);
    expect(() => loadConfig({ SELLER_NAME: 'x'.repeat(151) })).toThrow(/SELLER_NAME/);
  });

  it('the test provider, which lets a buyer confirm their own payment, does not start in production unless allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYMENT_PROVIDER is "test" (the default) and NODE_ENV is production: the test provider lets any buyer ' +
        'confirm their own payment. Configure a real payment provider, or set ALLOW_TEST_PAYMENTS=1 for a ' +
        'demo or staging site that takes no real money.',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS=1/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' }).payments.provider).toBe('test');
    expect(loadConfig({}).payments.provider).toBe('test');
  });

  it('credits once when the provider delivers the same event twice, or two events for one payment', async () => {
    const { token, companyId } = await company();
    const { payment: created } = await purchase(token, { code: 'cv_credits_50', quantity: 1, method: 'card' });
    const event = signedTestEvent(await secret(), created.id, 'paid');
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await webhook(event);
    expect(second.statusCode).toBe(200);
    const [third, fourth] = await Promise.all([
      webhook(signedTestEvent(await secret(), created.id, 'paid')),
      webhook(signedTestEvent(await secret(), created.id, 'paid')),
    ]);
    expect([third.statusCode, fourth.statusCode]).toEqual([200, 200]);
    expect((await balances(token)).balances).toEqual({ job: 1, cv: 50 });
    const movements = await t.db
      .selectFrom('company_credit_movements')
      .select(['kind', 'delta', 'reason', 'ref'])
      .where('company_id', '=', companyId)
      .execute();
    expect(movements).toEqual([{ kind: 'cv', delta: 50, reason: 'payment', ref: created.id }]);
    const invoices = await t.db.selectFrom('invoices').select('number').where('payment_id', '=', created.id).execute();
    expect(invoices).toHaveLength(1);
  });

  it('Decline: denied, nothing added, and a later paid event does not revive it', async () => {
    const { token } = await company();
    const { payment: created, redirect } = await purchase(token, { code: 'job_posts_10', quantity: 1, method: 'card' });
    const declined = await t.app.inject({
      method: 'POST',
      url: `${redirect}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/company/services/purchase-denied?payment=${created.id}`);
    expect(await payment(token, created.id)).toMatchObject({ status: 'denied', paid_at: null, invoice: null });
    await webhook(signedTestEvent(await secret(), created.id, 'paid'));
    expect((await payment(token, created.id)).status).toBe('denied');
    expect((await balances(token)).balances).toEqual({ job: 1, cv: 0 });
  });

  it('refuses a webhook with a bad, missing or stale signature (400), and an unknown provider (404)', async () => {
    const { token } = await company();
    const { payment: created } = await purchase(token, { code: 'job_posts_1', quantity: 1, method: 'card' });
    const good = signedTestEvent(await secret(), created.id, 'paid');
    const forged = signedTestEvent('not-the-secret-not-the-secret-not-the-secret', created.id, 'paid');
    expect((await webhook(forged)).statusCode).toBe(400);
    const tampered = { body: good.body.replace('payment.paid', 'payment.denied'), headers: good.headers };
    expect((await webhook(tampered)).statusCode).toBe(400);
    expect((await webhook({ body: good.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    const stale = signedTestEvent(await secret(), created.id, 'paid', {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await webhook(stale)).statusCode).toBe(400);
    expect((await webhook(good, 'stripe')).statusCode).toBe(404);
    expect((await payment(token, created.id)).status).toBe('pending');
    expect((await balances(token)).balances).toEqual({ job: 1, cv: 0 });
  });

  it('transfer: instructions, pending until an admin marks it paid (once), the minisite service enabled', async () => {
    const { token } = await company();
    const { payment: created, redirect } = await purchase(token, {
      code: 'minisite_12m',
      quantity: 1,
      method: 'transfer',
    });
    expect(redirect).toBe(`/company/services/purchase-transfer/${created.id}`);
    expect(created.status).toBe('pending');
    expect(created.transfer).toEqual({
      iban: expect.stringMatching(/^ES\d{2}/),
      bic: expect.any(String),
      beneficiary: expect.any(String),
      reference: expect.stringMatching(/^ELJ-[A-Z0-9]{10}$/),
    });
    // Not the test provider's to confirm: its checkout page and a signed event both leave it alone.
    expect((await t.app.inject({ method: 'GET', url: `/payments/test-checkout/${created.id}` })).statusCode).toBe(404);
    await webhook(signedTestEvent(await secret(), created.id, 'paid'));
    expect((await payment(token, created.id)).status).toBe('pending');

    // A company cannot mark its own transfer paid.
    expect((await send('POST', `/api/admin/payments/${created.id}/mark-paid`, {}, token)).statusCode).toBe(403);
    const admin = await login(t.app, 'admin@example.com');
    const marked = await send('POST', `/api/admin/payments/${created.id}/mark-paid`, {}, admin);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().payment).toMatchObject({
      id: created.id,
      status: 'paid',
      invoice: { number: expect.any(String) },
    });
    const twice = await send('POST', `/api/admin/payments/${created.id}/mark-paid`, {}, admin);
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['status']);
    expect(await balances(token)).toEqual({ balances: { job: 1, cv: 0 }, minisite: true });
    const missing = await send('POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/mark-paid', {}, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('numbers invoices without gaps, per year, only for paid payments', async () => {
    const { companyId } = await company();
    const { rows } = await sql<{ id: number }>`SELECT id FROM users WHERE company_id = ${companyId}`.execute(t.db);
    const userId = rows[0]?.id as number;
    const make = () =>
      createPayment(t.db, { companyId, userId, code: 'job_posts_1', quantity: 1, method: 'card', provider: 'test' });
    const numberOf = async (id: string) =>
      (await t.db.selectFrom('invoices').select('number').where('payment_id', '=', id).executeTakeFirst())?.number;
    const [a, b, c, d, e] = await Promise.all([make(), make(), make(), make(), make()]);
    if (!a || !b || !c || !d || !e) throw new Error('payments');

    await t.db
      .transaction()
      .execute((trx) => confirmPayment(trx, a.id, t.config.payments.seller, new Date('2091-03-01T10:00:00Z')));
    // A confirmation that rolls back gives its number back.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await confirmPayment(trx, b.id, t.config.payments.seller, new Date('2091-04-01T10:00:00Z'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Two at once take consecutive numbers.
    await Promise.all([
      t.db
        .transaction()
        .execute((trx) => confirmPayment(trx, c.id, t.config.payments.seller, new Date('2091-05-01T10:00:00Z'))),
      t.db
        .transaction()
        .execute((trx) => confirmPayment(trx, d.id, t.config.payments.seller, new Date('2091-05-01T10:00:00Z'))),
    ]);
    // New Year's Eve after 23:00 UTC is already the next year in Spain.
    await t.db
      .transaction()
      .execute((trx) => confirmPayment(trx, e.id, t.config.payments.seller, new Date('2091-12-31T23:30:00Z')));

    expect(await numberOf(a.id)).toBe('2091-000001');
    expect(await numberOf(b.id)).toBeUndefined();
    expect([await numberOf(c.id), await numberOf(d.id)].sort()).toEqual(['2091-000002', '2091-000003']);
    expect(await numberOf(e.id)).toBe('2092-000001');
    // A confirmed payment is not confirmed again.
    expect(await t.db.transaction().execute((trx) => confirmPayment(trx, a.id, t.config.payments.seller))).toBe(false);
  });

  it("answers 404 for another company's payment and lists only the caller's", async () => {
    const a = await company('Company A');
    const b = await company('Company B');
    const { payment: created } = await purchase(a.token, { code: 'job_posts_1', quantity: 1, method: 'transfer' });
    const other = await get(`/api/companies/services/payments/${created.id}`, b.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(created.transfer?.reference ?? 'x');
    expect((await get('/api/companies/services/payments', b.token)).json()).toMatchObject({ payments: [], total: 0 });
    expect((await get('/api/companies/services/payments/not-a-uuid', a.token)).statusCode).toBe(422);
    expect((await get(`/api/companies/services/payments/${created.id}`, a.token)).statusCode).toBe(200);
  });

  it('gives the demo companies a stock of credits (the seed, not the welcome default of 1 job and 0 CV)', async () => {
    const row = await t.db
      .selectFrom('company_balances')
      .select(['job_credits', 'cv_credits'])
      .where('company_id', '=', 1)
      .executeTakeFirst();
    // Other files may spend some; the seed's stock is what makes the CV balance positive at all.
    expect(row?.cv_credits).toBeGreaterThan(0);
    expect(row?.job_credits).toBeGreaterThan(1);
  });
});
