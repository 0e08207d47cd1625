// A candidate's skills (docs/product-rules.md#candidate-records): the tags they add and remove, and the most they keep.
import { callAs, newCandidate, useTestApp } from '../helper';

describe('candidate skills: POST /api/candidates/skills, DELETE /api/candidates/skills/{skill}', () => {
  const t = useTestApp();

  it('adds tags of GET /api/tags by slug, id or name, once each, and removes them', async () => {
    const token = await newCandidate(t.app);
    const tags = (await t.app.inject('/api/tags?q=pyth')).json().data;
    const python = tags.find((tag: { name: string }) => tag.name === 'Python');
    expect(python).toBeDefined();

    const added = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: python.slug });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      message: 'Skill added',
      tags: [{ id: python.id, slug: python.slug, name: 'Python' }],
      tasks: expect.objectContaining({ skills: 1 }),
    });

    const byId = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: python.id });
    expect(byId.json().tags).toHaveLength(1);
    const byName = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'power bi' });
    expect(byName.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Power BI', 'Python']);

    const removed = await callAs(t.app, token, 'DELETE', `/api/candidates/skills/${python.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Skill removed');
    expect(removed.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Power BI']);
    const last = await callAs(t.app, token, 'DELETE', '/api/candidates/skills/power-bi');
    expect(last.json().tasks.skills).toBe(0);

    const again = await callAs(t.app, token, 'DELETE', '/api/candidates/skills/power-bi');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This skill is not in your profile.');
  });

  it('refuses unknown ids and names that are no skill with a 422 on tag', async () => {
    const token = await newCandidate(t.app);
    for (const tag of [999_999, '', 'x', 'x'.repeat(51), 'x'.repeat(101), 'a\u0000b', 'me@example.com', '++']) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag });
      expect({ tag, status: response.statusCode }).toEqual({ tag, status: 422 });
      expect(Object.keys(response.json().errors)).toEqual(['tag']);
    }
    const unknown = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 999_999 });
    expect(unknown.json().errors).toEqual({ tag: ['The selected tag is invalid.'] });
    const noSkill = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'me@example.com' });
    expect(noSkill.json().errors).toEqual({
      tag: ['A new skill needs 2 to 50 characters: letters, digits, spaces and + # . / & -.'],
    });
  });

  it("cannot remove another candidate's skill", async () => {
    const mine = await newCandidate(t.app);
    const theirs = await newCandidate(t.app);
    await callAs(t.app, theirs, 'POST', '/api/candidates/skills', { tag: 'sql' });
    expect((await callAs(t.app, mine, 'DELETE', '/api/candidates/skills/sql')).statusCode).toBe(404);
    const still = await callAs(t.app, theirs, 'POST', '/api/candidates/skills', { tag: 'sql' });
    expect(still.json().tags.map((tag: { slug: string }) => tag.slug)).toEqual(['sql']);
  });
});

describe('the most skills a candidate keeps', () => {
  const t = useTestApp();
  // The seed has fewer skills than the limit: 60 more, with ids of their own, for this test only.
  const extraIds = Array.from({ length: 60 }, (_, i) => 900_001 + i);

  beforeAll(async () => {
    await t.db
      .insertInto('skills')
      .values(extraIds.map((id) => ({ id, slug: `limit-skill-${id}`, name: `Limit Skill ${id}` })))
      .execute();
  });

  it('refuses a 51st skill with a 422 on tag; adding one already there is still fine', async () => {
    const token = await newCandidate(t.app);
    try {
      for (const id of extraIds.slice(0, 50)) {
        const response = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: id });
        expect(response.statusCode).toBe(200);
      }
      const more = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: extraIds[50] });
      expect(more.statusCode).toBe(422);
      expect(more.json().errors).toEqual({ tag: ['You can add at most 50 skills.'] });
      const again = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: extraIds[0] });
      expect(again.statusCode).toBe(200);
      expect(again.json().tags).toHaveLength(50);
    } finally {
      // Gone again before the app closes, so no other test file meets these skills.
      await t.db.deleteFrom('candidate_skills').where('skill_id', 'in', extraIds).execute();
      await t.db.deleteFrom('skills').where('id', 'in', extraIds).execute();
    }
  });
});
