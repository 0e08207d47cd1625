import { callAs, login, newCandidate, useTestApp } from '../helper';

const MOTHER_TONGUE_LIMIT = 'You can only add 3 languages as mother tongue';
const LANGUAGE_FAILED = 'An error occurred while add/remove/uploading the language. Please try again later.';

describe('candidate languages: GET/POST/PATCH/DELETE /api/candidates/languages', () => {
  const t = useTestApp();

  it("lists the demo candidate's languages, strongest first", async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await callAs(t.app, token, 'GET', '/api/candidates/languages');
    expect(response.statusCode).toBe(200);
    expect(response.json().languages.map((l: { name: string; level: number }) => [l.name, l.level])).toEqual([
      ['Spanish', 4],
      ['English', 3],
      ['German', 2],
    ]);
  });

  it('adds a language by slug or id, answers the list and the tasks, and refuses it twice', async () => {
    const token = await newCandidate(t.app);
    const before = await callAs(t.app, token, 'GET', '/api/candidates/languages');
    expect(before.json()).toEqual({ languages: [] });

    const added = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'German', level: 3 });
    expect(added.statusCode).toBe(200);
    expect(added.json().languages).toEqual([{ id: expect.any(Number), name: 'German', slug: 'German', level: 3 }]);
    expect(added.json().tasks).toMatchObject({ languages: 1 });
    const germanId = added.json().languages[0].id;

    const byId = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: germanId + 1, level: 1 });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().languages).toHaveLength(2);

    const again = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'german', level: 4 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ language: ['This language is already in your profile.'] });
  });

  it('allows 3 mother tongues on add and refuses the fourth with SPEC message, in the caller language too', async () => {
    const token = await newCandidate(t.app);
    for (const language of ['Spanish', 'Italian', 'French']) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language, level: 4 });
      expect(response.statusCode).toBe(200);
    }
    const fourth = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'German', level: 4 });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({ message: MOTHER_TONGUE_LIMIT, errors: { level: [MOTHER_TONGUE_LIMIT] } });

    const inSpanish = await callAs(
      t.app,
      token,
      'POST',
      '/api/candidates/languages',
      { language: 'German', level: 4 },
      { 'accept-language': 'es' },
    );
    expect(inSpanish.json().message).toBe('Solo puedes añadir 3 idiomas como lengua materna');

    // A fourth language at a lower level is fine.
    const lower = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'German', level: 3 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().languages.filter((l: { level: number }) => l.level === 4)).toHaveLength(3);
  });

  it('holds the limit when several mother tongues arrive at the same moment', async () => {
    const token = await newCandidate(t.app);
    for (const language of ['Spanish', 'Italian']) {
      await callAs(t.app, token, 'POST', '/api/candidates/languages', { language, level: 4 });
    }
    const answers = await Promise.all(
      ['French', 'German', 'Dutch', 'Polish'].map((language) =>
        callAs(t.app, token, 'POST', '/api/candidates/languages', { language, level: 4 }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const list = await callAs(t.app, token, 'GET', '/api/candidates/languages');
    expect(list.json().languages.filter((l: { level: number }) => l.level === 4)).toHaveLength(3);
  });

  it('holds the 3-mother-tongue limit on update, and lets a mother tongue keep its level', async () => {
    const token = await newCandidate(t.app);
    for (const language of ['Spanish', 'Italian', 'French']) {
      await callAs(t.app, token, 'POST', '/api/candidates/languages', { language, level: 4 });
    }
    await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'German', level: 2 });

    const promote = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/German', {
      language: 'German',
      level: 4,
    });
    expect(promote.statusCode).toBe(422);
    expect(promote.json()).toEqual({ message: MOTHER_TONGUE_LIMIT, errors: { level: [MOTHER_TONGUE_LIMIT] } });

    // Saving a mother tongue again as a mother tongue counts it once.
    const same = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/Spanish', { level: 4 });
    expect(same.statusCode).toBe(200);

    // One mother tongue down, then German can go up.
    const down = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/French', {
      language: 'French',
      level: 3,
    });
    expect(down.statusCode).toBe(200);
    const up = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/German', {
      language: 'German',
      level: 4,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().languages.map((l: { name: string; level: number }) => `${l.name} ${l.level}`)).toEqual([
      'German 4',
      'Italian 4',
      'Spanish 4',
      'French 3',
    ]);
  });

  it('changes the language itself on update, never onto one the candidate already has', async () => {
    const token = await newCandidate(t.app);
    await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'Dutch', level: 2 });
    await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'English', level: 3 });

    const clash = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/Dutch', {
      language: 'English',
      level: 2,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ language: ['This language is already in your profile.'] });

    const swap = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/Dutch', {
      language: 'Swedish',
      level: 1,
    });
    expect(swap.statusCode).toBe(200);
    expect(swap.json().languages.map((l: { name: string }) => l.name)).toEqual(['English', 'Swedish']);
  });

  it('removes a language (a body of language and level is accepted) and the languages task goes back to 0', async () => {
    const token = await newCandidate(t.app);
    const added = await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'Polish', level: 2 });
    const polishId = added.json().languages[0].id;
    const removed = await callAs(t.app, token, 'DELETE', `/api/candidates/languages/${polishId}`, {
      language: polishId,
      level: 2,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().languages).toEqual([]);
    expect(removed.json().tasks).toMatchObject({ languages: 0 });

    const twice = await callAs(t.app, token, 'DELETE', `/api/candidates/languages/${polishId}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({
      message: 'This language is not in your profile.',
      toasts: [{ message: LANGUAGE_FAILED }],
    });
  });

  it("never touches another candidate's languages: their language is not found", async () => {
    const mine = await newCandidate(t.app);
    const theirs = await newCandidate(t.app);
    await callAs(t.app, theirs, 'POST', '/api/candidates/languages', { language: 'Czech', level: 3 });

    const patch = await callAs(t.app, mine, 'PATCH', '/api/candidates/languages/Czech', { level: 1 });
    expect(patch.statusCode).toBe(404);
    const remove = await callAs(t.app, mine, 'DELETE', '/api/candidates/languages/Czech');
    expect(remove.statusCode).toBe(404);

    const still = await callAs(t.app, theirs, 'GET', '/api/candidates/languages');
    expect(still.json().languages).toEqual([{ id: expect.any(Number), name: 'Czech', slug: 'Czech', level: 3 }]);
  });

  it('answers 422 naming the field for unknown languages, levels off the scale and bad values', async () => {
    const token = await newCandidate(t.app);
    const cases: [object, string][] = [
      [{ language: 'Klingon', level: 2 }, 'language'],
      [{ language: 999_999, level: 2 }, 'language'],
      [{ language: 'German', level: 5 }, 'level'],
      [{ language: 'German', level: 0 }, 'level'],
      [{ language: 'German' }, 'level'],
      [{ level: 2 }, 'language'],
      [{ language: 'x'.repeat(101), level: 2 }, 'language'],
      [{ language: 'Ger\u0000man', level: 2 }, 'language'],
    ];
    for (const [payload, field] of cases) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/languages', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(
      (await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'Klingon', level: 2 })).json()
        .errors,
    ).toEqual({ language: ['The selected language is invalid.'] });

    const unknownPath = await callAs(t.app, token, 'PATCH', '/api/candidates/languages/Klingon', { level: 2 });
    expect(unknownPath.statusCode).toBe(404);
  });

  it('is for candidates only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/candidates/languages' })).statusCode).toBe(401);
    const company = await login(t.app, 'company@example.com');
    const response = await callAs(t.app, company, 'POST', '/api/candidates/languages', {
      language: 'German',
      level: 2,
    });
    expect(response.statusCode).toBe(403);
  });
});
