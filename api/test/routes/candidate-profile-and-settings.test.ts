// Long because it covers every call of /api/candidates/profile and its settings: 24 rules in small describes on one app.
import { register, useTestApp, xsrfHeaders } from '../helper';

type Method = 'GET' | 'POST' | 'PATCH';

describe('candidate profile and settings calls', () => {
  const t = useTestApp();
  let token: string;
  let other: string;
  let germany: number;
  let france: number;
  let berlin: number;
  let paris: number;
  let sectors: number[];

  const call = async (method: Method, url: string, payload?: object, as = token) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${as}` },
      ...(payload ? { payload } : {}),
    });
  const newCandidate = async () => (await register(t.app)).response.json().token as string;
  const profile = async (as = token) => (await call('GET', '/api/candidates/profile', undefined, as)).json();
  const expect422 = (response: { statusCode: number; json: () => unknown }, field: string, message?: RegExp) => {
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]?.[0]).toMatch(message);
  };

  beforeAll(async () => {
    token = await newCandidate();
    other = await newCandidate();
    const countries = await t.db.selectFrom('countries').select(['id', 'name']).execute();
    germany = countries.find((c) => c.name === 'Germany')?.id as number;
    france = countries.find((c) => c.name === 'France')?.id as number;
    const cities = await t.db.selectFrom('cities').select(['id', 'name']).execute();
    berlin = cities.find((c) => c.name === 'Berlin')?.id as number;
    paris = cities.find((c) => c.name === 'Paris')?.id as number;
    sectors = (await t.db.selectFrom('sectors').select('id').orderBy('id').limit(3).execute()).map((s) => s.id);
  });

  describe('GET and POST /api/candidates/profile', () => {
    it('answers the profile with its tasks, phone and signal', async () => {
      const body = await profile();
      expect(body.user).toMatchObject({ nombre: 'Lena', apellidos: 'Novak', phone: null, fk_city_id: null });
      expect(body.signal).toBeNull();
      expect(body.tasks).toMatchObject({ general_information: 0, isIntermediate: false, profileStatus: 'basic' });
    });

    it('saves name and location and marks general information done', async () => {
      const response = await call('POST', '/api/candidates/profile', {
        nombre: ' Lena ',
        apellidos: 'Novak',
        fk_pais_id: germany,
        fk_city_id: berlin,
        poblacion: 'Berlin-Mitte',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({
        nombre: 'Lena',
        fk_pais_id: germany,
        fk_city_id: berlin,
        poblacion: 'Berlin-Mitte',
      });
      expect(body.tasks.general_information).toBe(1);
    });

    it('refuses a city of another country, an unknown or excluded country, and empty or long names', async () => {
      expect422(
        await call('POST', '/api/candidates/profile', {
          nombre: 'A',
          apellidos: 'B',
          fk_pais_id: germany,
          fk_city_id: paris,
        }),
        'fk_city_id',
        // In the words of the form, which offers the cities as a list (never "fk city id").
        /^Choose a city from the list\.$/,
      );
      expect422(
        await call('POST', '/api/candidates/profile', { nombre: 'A', apellidos: 'B', fk_pais_id: 249 }),
        'fk_pais_id',
        /^Choose a country from the list\.$/,
      );
      expect422(
        await call('POST', '/api/candidates/profile', { nombre: '  ', apellidos: 'B', fk_pais_id: germany }),
        'nombre',
      );
      expect422(
        await call('POST', '/api/candidates/profile', { nombre: 'x'.repeat(101), apellidos: 'B', fk_pais_id: germany }),
        'nombre',
        /not be greater than 100 characters/,
      );
    });

    it("never shows or changes another candidate's profile", async () => {
      await call(
        'POST',
        '/api/candidates/profile',
        { nombre: 'Other', apellidos: 'Person', fk_pais_id: france },
        other,
      );
      expect((await profile()).user.nombre).toBe('Lena');
      expect((await profile(other)).user.nombre).toBe('Other');
    });
  });

  describe('PATCH /api/candidates/field', () => {
    it('changes one allowed field with its own rule', async () => {
      const response = await call('PATCH', '/api/candidates/field', {
        field: 'headline',
        value: ' Support agent, German and English ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.candidate.headline).toBe('Support agent, German and English');
      const relocate = await call('PATCH', '/api/candidates/field', { field: 'relocate', value: true });
      expect(relocate.json().user.candidate.relocate).toBe(true);
      const status = await call('PATCH', '/api/candidates/field', { field: 'working_status', value: 1 });
      expect(status.json().user.candidate.working_status).toBe(1);
      const unsaid = await call('PATCH', '/api/candidates/field', { field: 'work_permit', value: null });
      expect(unsaid.json().user.candidate.work_permit).toBeNull();
      const city = await call('PATCH', '/api/candidates/field', { field: 'poblacion', value: '1010' });
      expect(city.json().user.poblacion).toBe('1010');
    });

    it('clears a city that does not fit a new country', async () => {
      const response = await call('PATCH', '/api/candidates/field', { field: 'fk_pais_id', value: france });
      expect(response.json().user).toMatchObject({ fk_pais_id: france, fk_city_id: null });
      expect422(await call('PATCH', '/api/candidates/field', { field: 'fk_city_id', value: berlin }), 'fk_city_id');
      const paired = await call('PATCH', '/api/candidates/field', { field: 'fk_city_id', value: paris });
      expect(paired.json().user.fk_city_id).toBe(paris);
    });

    it('refuses a field outside the allow-list and a value of the wrong kind or size', async () => {
      expect422(await call('PATCH', '/api/candidates/field', { field: 'email', value: 'x@example.test' }), 'field');
      expect422(
        await call('PATCH', '/api/candidates/field', { field: 'relocate', value: 'yes' }),
        'relocate',
        /true or false/,
      );
      expect422(
        await call('PATCH', '/api/candidates/field', { field: 'headline', value: 'x'.repeat(151) }),
        'headline',
        /not be greater than 150 characters/,
      );
      expect422(await call('PATCH', '/api/candidates/field', { field: 'nombre', value: null }), 'nombre', /required/);
      expect422(await call('PATCH', '/api/candidates/field', { field: 'working_status', value: 11 }), 'working_status');
      expect422(
        await call('PATCH', '/api/candidates/field', { field: 'fk_pais_id', value: 'Germany' }),
        'fk_pais_id',
        /integer/,
      );
      expect422(await call('PATCH', '/api/candidates/field', { field: 'cvsearch', value: null }), 'cvsearch');
      expect422(await call('PATCH', '/api/candidates/field', { field: 'headline', value: 'a\u0000b' }), 'value');
    });
  });

  describe('POST /api/candidates/phone-fields', () => {
    it('parses the number on the server and answers the Phone entity', async () => {
      const response = await call('POST', '/api/candidates/phone-fields', {
        phoneNumber: '030 12345678',
        countryCode: 'DE',
        isValid: false,
        e164: '+1 forged',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().phone).toEqual({
        countryCallingCode: '49',
        countryCode: 'DE',
        e164: '+493012345678',
        formatInternational: '+49 30 12345678',
        formatNational: '030 12345678',
        isValid: true,
        nationalNumber: '3012345678',
        phoneNumber: '+49 30 12345678',
      });
      expect(response.json().tasks).toHaveProperty('general_information');
      expect((await profile()).user.phone.e164).toBe('+493012345678');
    });

    it('refuses an impossible number and a bad country, and removes the phone when empty', async () => {
      expect422(
        await call('POST', '/api/candidates/phone-fields', { phoneNumber: '+49 123', countryCode: 'DE' }),
        'phoneNumber',
        /^The phone number is not valid\.$/,
      );
      expect422(
        await call('POST', '/api/candidates/phone-fields', { phoneNumber: '123', countryCode: '1!' }),
        'countryCode',
      );
      expect422(
        await call('POST', '/api/candidates/phone-fields', { phoneNumber: '030 1234567', countryCode: 'ZZ' }),
        'countryCode',
      );
      expect422(await call('POST', '/api/candidates/phone-fields', { phoneNumber: 'call me maybe' }), 'phoneNumber');
      expect422(await call('POST', '/api/candidates/phone-fields', { phoneNumber: '1'.repeat(41) }), 'phoneNumber');
      expect((await profile()).user.phone).not.toBeNull();
      const cleared = await call('POST', '/api/candidates/phone-fields', { phoneNumber: '' });
      expect(cleared.json().phone).toBeNull();
      expect((await profile()).user.phone).toBeNull();
    });
  });

  describe('POST /api/candidates/online-profiles', () => {
    it('stores LinkedIn (0) and a site (4) as URLs, and removes one sent empty', async () => {
      const response = await call('POST', '/api/candidates/online-profiles', {
        rrss: [
          { rrss_id: 0, value: 'www.linkedin.com/in/lena-novak' },
          { rrss_id: 4, value: 'https://lena.example.eu/' },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.candidate.rrss).toEqual([
        { rrss_id: 0, value: 'https://www.linkedin.com/in/lena-novak' },
        { rrss_id: 4, value: 'https://lena.example.eu/' },
      ]);
      const removed = await call('POST', '/api/candidates/online-profiles', { rrss: [{ rrss_id: 4, value: '' }] });
      expect(removed.json().user.candidate.rrss).toEqual([
        { rrss_id: 0, value: 'https://www.linkedin.com/in/lena-novak' },
      ]);
    });

    it('refuses a LinkedIn entry elsewhere, a script URL, an unknown rrss id and too many entries', async () => {
      expect422(
        await call('POST', '/api/candidates/online-profiles', {
          rrss: [{ rrss_id: 0, value: 'https://evil.example/in/x' }],
        }),
        'rrss.0.value',
        /linkedin\.com/,
      );
      expect422(
        await call('POST', '/api/candidates/online-profiles', { rrss: [{ rrss_id: 4, value: 'javascript:alert(1)' }] }),
        'rrss.0.value',
      );
      const unknown = await call('POST', '/api/candidates/online-profiles', { rrss: [{ rrss_id: 2, value: 'x' }] });
      expect(unknown.statusCode).toBe(422);
      const many = await call('POST', '/api/candidates/online-profiles', {
        rrss: [0, 4, 4].map((rrss_id) => ({ rrss_id, value: '' })),
      });
      expect422(many, 'rrss', /more than 2 items/);
    });
  });

  describe('PATCH /api/candidates/preferences', () => {
    it('stores salaries below 1 as null, negotiate 1 as true, and marks preferences done', async () => {
      const response = await call('PATCH', '/api/candidates/preferences', {
        work_internship: false,
        work_permit: true,
        relocate: true,
        working_status: 2,
        salary_from: 0,
        salary_to: -5,
        salary_negotiate: 1,
        headline: 'Customer support in German',
        destination: [germany, france, germany],
        f_nace: '1990-05-17',
      });
      expect(response.statusCode).toBe(200);
      const { candidate } = response.json().user;
      expect(candidate).toMatchObject({
        salary_from: null,
        salary_to: null,
        salary_negotiate: true,
        working_status: 2,
        destination: [germany, france],
        f_nace: '1990-05-17',
      });
      expect(candidate.age).toBeGreaterThanOrEqual(35);
      expect(response.json().tasks.preferences).toBe(1);
      const negotiateOff = await call('PATCH', '/api/candidates/preferences', {
        salary_from: 30000,
        salary_to: 36000,
        salary_negotiate: null,
      });
      expect(negotiateOff.json().user.candidate).toMatchObject({
        salary_from: 30000,
        salary_to: 36000,
        salary_negotiate: false,
      });
      // null stays null (not false or 0), false stays false.
      const cleared = await call('PATCH', '/api/candidates/preferences', {
        work_permit: null,
        working_status: null,
        relocate: false,
      });
      expect(cleared.json().user.candidate).toMatchObject({ work_permit: null, working_status: null, relocate: false });
    });

    it('refuses salary_to below salary_from, also against the stored salary_from', async () => {
      expect422(
        await call('PATCH', '/api/candidates/preferences', { salary_from: 40000, salary_to: 30000 }),
        'salary_to',
        /^The maximum salary must be greater than or equal to the minimum salary\.$/,
      );
      expect422(await call('PATCH', '/api/candidates/preferences', { salary_to: 20000 }), 'salary_to');
      expect422(await call('PATCH', '/api/candidates/preferences', { salary_from: 1e9 }), 'salary_from');
    });

    it('refuses a birth date that is not real, in the future, or of a minor', async () => {
      expect422(await call('PATCH', '/api/candidates/preferences', { f_nace: '1990-02-30' }), 'f_nace', /real date/);
      expect422(await call('PATCH', '/api/candidates/preferences', { f_nace: '2999-01-01' }), 'f_nace', /real date/);
      const minor = new Date();
      minor.setUTCFullYear(minor.getUTCFullYear() - 17);
      expect422(
        await call('PATCH', '/api/candidates/preferences', { f_nace: minor.toISOString().slice(0, 10) }),
        'f_nace',
        /^You must be at least 18 years old\.$/,
      );
      expect422(await call('PATCH', '/api/candidates/preferences', { f_nace: '17/05/1990' }), 'f_nace');
    });

    it('sanitises the presentation letter and bounds it', async () => {
      const response = await call('PATCH', '/api/candidates/preferences', {
        presentation_letter:
          '<p>Hello <strong>team</strong><script>alert(1)</script></p><p><a href="javascript:alert(1)" onclick="x()">me</a> &amp; <a href="https://lena.example.eu">site</a></p><img src=x onerror=alert(1)>',
      });
      expect(response.statusCode).toBe(200);
      const { candidate } = response.json().user;
      expect(candidate.presentation_letter_html).toBe(
        '<p>Hello <strong>team</strong></p><p><a rel="nofollow noopener" target="_blank">me</a> &amp; <a href="https://lena.example.eu" rel="nofollow noopener" target="_blank">site</a></p>',
      );
      expect(candidate.presentation_letter).toBe('Hello team\nme & site');
      expect422(
        await call('PATCH', '/api/candidates/preferences', { presentation_letter: `<p>${'a'.repeat(5001)}</p>` }),
        'presentation_letter',
        /5000 characters/,
      );
      expect422(
        await call('PATCH', '/api/candidates/preferences', { presentation_letter: 'a'.repeat(20_001) }),
        'presentation_letter',
      );
      const empty = await call('PATCH', '/api/candidates/preferences', {
        presentation_letter: '<p><script>x</script></p>',
      });
      expect(empty.json().user.candidate).toMatchObject({ presentation_letter: null, presentation_letter_html: null });
    });

    it('refuses unknown or excluded destinations and too many of them', async () => {
      expect422(await call('PATCH', '/api/candidates/preferences', { destination: [249] }), 'destination');
      expect422(await call('PATCH', '/api/candidates/preferences', { destination: [2_000_000] }), 'destination');
      expect422(
        await call('PATCH', '/api/candidates/preferences', { destination: Array.from({ length: 51 }, () => germany) }),
        'destination',
      );
    });

    it("leaves another candidate's preferences alone", async () => {
      expect((await profile(other)).user.candidate).toMatchObject({ salary_from: null, headline: null, f_nace: null });
    });
  });

  describe('notification settings, interests, level notification and signal', () => {
    it('switches one email setting at a time', async () => {
      const off = await call('POST', '/api/candidates/email-settings/email_matchings', { state: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        email_matchings: false,
        email_notifications: true,
        email_applications: true,
        email_newsletters: false,
        whatsapp_notifications: false,
      });
      const on = await call('POST', '/api/candidates/email-settings/whatsapp_notifications', { state: 1 });
      expect(on.json()).toMatchObject({ email_matchings: false, whatsapp_notifications: true });
      expect((await profile(other)).user.candidate.email_matchings).toBe(true);
    });

    it('refuses an unknown setting and a state that is not on or off', async () => {
      expect422(await call('POST', '/api/candidates/email-settings/password', { state: true }), 'setting');
      expect422(await call('POST', '/api/candidates/email-settings/email_newsletters', { state: 'maybe' }), 'state');
      expect422(await call('POST', '/api/candidates/email-settings/email_newsletters', {}), 'state');
    });

    it('sets sectors (known ids only) and marks the sector task done', async () => {
      const response = await call('PATCH', '/api/candidates/interests', {
        sectors: [sectors[0], sectors[1], sectors[0]],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.candidate.categories).toEqual([sectors[0], sectors[1]]);
      expect(response.json().tasks.sector).toBe(1);
      expect422(await call('PATCH', '/api/candidates/interests', { sectors: [2_000_000] }), 'sectors');
      expect422(
        await call('PATCH', '/api/candidates/interests', { sectors: Array.from({ length: 21 }, (_, i) => i + 1) }),
        'sectors',
      );
      const none = await call('PATCH', '/api/candidates/interests', { sectors: [] });
      expect(none.json().tasks.sector).toBe(0);
    });

    it('marks the level notification seen', async () => {
      const response = await call('PATCH', '/api/candidates/level-notification');
      expect(response.statusCode).toBe(200);
      expect(response.json().tasks.level_notification).toBe(1);
      expect((await call('PATCH', '/api/candidates/level-notification', undefined, other)).statusCode).toBe(200);
    });

    it('records the signal and answers it with the profile', async () => {
      const before = Date.now();
      const response = await call('POST', '/api/candidates/account-settings/update-signal');
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json().signal)).toBeGreaterThanOrEqual(before - 1000);
      expect((await profile(other)).signal).toBeNull();
    });
  });

  describe("the rules' messages in the caller's language", () => {
    it('says them in German to a German caller', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/candidates/preferences',
        headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${other}`, 'accept-language': 'de' },
        payload: { salary_from: 50000, salary_to: 40000, f_nace: '2999-12-31' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        salary_to: ['Das Höchstgehalt muss größer oder gleich dem Mindestgehalt sein.'],
        f_nace: ['Das Geburtsdatum muss ein echtes Datum in der Vergangenheit sein.'],
      });
    });
  });

  describe('profile completion', () => {
    it('reaches the intermediate level (matchings enabled) from three profile tasks', async () => {
      const fresh = await newCandidate();
      let tasks = (await profile(fresh)).tasks;
      expect(tasks).toMatchObject({ isIntermediate: false, isAdvanced: false, isComplete: false });
      await call('POST', '/api/candidates/profile', { nombre: 'Ana', apellidos: 'Ruiz', fk_pais_id: germany }, fresh);
      await call('PATCH', '/api/candidates/interests', { sectors: [sectors[2]] }, fresh);
      tasks = (await call('PATCH', '/api/candidates/preferences', { working_status: 1 }, fresh)).json().tasks;
      expect(tasks).toMatchObject({
        general_information: 1,
        sector: 1,
        preferences: 1,
        isIntermediate: true,
        profileStatus: 'intermediate',
      });
    });
  });
});
