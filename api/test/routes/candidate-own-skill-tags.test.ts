// A skill the board does not list becomes the candidate's own tag (docs/product-rules.md#candidate-records):
// matched to the board's tags first, created once and shared, bounded, and never in a public list.
import { MAX_OWN_SKILL_TAGS } from 'shared-kit/contracts';
import { callAs, register, useTestApp } from '../helper';

type Tag = { id: number; slug: string; name: string };

describe('own skill tags: POST /api/candidates/skills with a name the board does not list', () => {
  const t = useTestApp();
  // Names only this run uses: the database is shared with the other test files.
  const stamp = Date.now().toString(36);
  const candidate = async () => {
    const { response } = await register(t.app);
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const add = (token: string, tag: string | number) => callAs(t.app, token, 'POST', '/api/candidates/skills', { tag });
  const tags = (response: { json: () => { tags: Tag[] } }) => response.json().tags;

  it('matches a board tag in any case and with or without accents first: "node.js" adds Node.js', async () => {
    const token = await candidate();
    const response = await add(token, '  NODE.JS ');
    expect(response.statusCode).toBe(200);
    const [tag] = tags(response);
    expect(tag?.name).toBe('Node.js');
    const board = await t.db
      .selectFrom('skills')
      .select('board')
      .where('id', '=', tag?.id as number)
      .executeTakeFirst();
    expect(board?.board).toBe(true);
  });

  it('creates a new tag once (name trimmed, spaces folded) and reuses it for the next candidate', async () => {
    const first = await candidate();
    const created = await add(first, `  Apache   Airflow ${stamp} `);
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Skill added');
    const mine = tags(created).find((tag) => tag.name.startsWith('Apache'));
    expect(mine?.name).toBe(`Apache Airflow ${stamp}`);

    const second = await candidate();
    const reused = await add(second, `apache airflow ${stamp.toUpperCase()}`);
    expect(reused.statusCode).toBe(200);
    expect(tags(reused)).toEqual([mine]);
    const rows = await t.db
      .selectFrom('skills')
      .select(['id', 'board'])
      .where('match_key', '=', `apache airflow ${stamp}`)
      .execute();
    expect(rows).toEqual([{ id: mine?.id, board: false }]);

    // Removed like any skill, by its slug.
    const removed = await callAs(t.app, second, 'DELETE', `/api/candidates/skills/${mine?.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(tags(removed)).toEqual([]);
  });

  it(`bounds the new tags one candidate creates at ${MAX_OWN_SKILL_TAGS}; reusing a tag counts nothing`, async () => {
    const token = await candidate();
    for (let n = 0; n < MAX_OWN_SKILL_TAGS; n += 1) {
      expect((await add(token, `Bound ${stamp} ${String.fromCharCode(97 + n)}`)).statusCode).toBe(200);
    }
    const more = await add(token, `Bound ${stamp} zz`);
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({
      tag: [`You can create at most ${MAX_OWN_SKILL_TAGS} new skills; choose one from the list instead.`],
    });
    // Nothing of the refused call was written.
    expect(await t.db.selectFrom('skills').select('id').where('match_key', '=', `bound ${stamp} zz`).execute()).toEqual(
      [],
    );

    // Another candidate's tag and the board's are still open to this one.
    const other = await candidate();
    expect((await add(other, `Shared ${stamp}`)).statusCode).toBe(200);
    expect((await add(token, `shared ${stamp}`)).statusCode).toBe(200);
    expect((await add(token, 'Excel')).statusCode).toBe(200);
  });

  it('keeps own tags out of the public lists: tags autocomplete, keywords, /jobs-with-{skill}', async () => {
    const token = await candidate();
    const name = `Zeppelinology ${stamp}`;
    const [tag] = tags(await add(token, name));
    expect(tag?.name).toBe(name);
    const search = encodeURIComponent('zeppelinology');
    const suggested = await callAs(t.app, token, 'GET', `/api/tags?q=${search}`);
    expect(suggested.json().data).toEqual([]);
    const keywords = await callAs(t.app, null, 'GET', `/api/keywords?search=${search}`);
    expect(keywords.json().data).toEqual([]);
    const jobsWith = await callAs(t.app, null, 'GET', `/api/jobs-with-${tag?.slug}`);
    expect(jobsWith.statusCode).toBe(404);
    const page = await callAs(t.app, null, 'GET', `/jobs-with-${tag?.slug}`);
    expect(page.statusCode).toBe(404);
  });
});
