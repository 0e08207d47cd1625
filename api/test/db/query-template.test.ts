import { sql } from 'kysely';
import { oneOf, oneOfShape } from '../../src/db/prepared';
import { queryTemplate } from '../../src/db/query-template';

// Queries built once per shape (src/db/query-template.ts, docs/search.md#queries-built-once): each call's values land
// where a fresh build would put them, whatever the order, repeats and lists, and a value the template cannot place
// is refused when the shape is first built rather than sent in the wrong place.
describe('query templates', () => {
  const jobsOf = queryTemplate(
    (db, shape: { ids: string; open: boolean }, userId: number, ids: readonly number[], title: string) =>
      db
        .selectFrom('jobs')
        .select(['jobs.id', sql<number>`${userId}`.as('asker')])
        .where(oneOf('jobs.id', ids))
        .where('jobs.title', 'ilike', title)
        .where('jobs.company_id', '<>', userId)
        .$if(shape.open, (query) => query.where('jobs.status', '=', 'active'))
        .limit(20),
  );
  const call = (userId: number, ids: number[], title: string, open = true) =>
    jobsOf({ ids: oneOfShape(ids), open }, userId, ids, title).compile();

  it('puts each call its own values, where a build of them would', () => {
    // NODE_ENV is 'test' under jest: every call is also built the ordinary way and compared (a mismatch throws).
    const first = call(7, [1, 2, 3], '%dev%');
    const second = call(8, [4, 5, 6], '%nurse%');
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([7, 1, 2, 3, '%dev%', 7, 'active', 20]);
    expect(second.parameters).toEqual([8, 4, 5, 6, '%nurse%', 8, 'active', 20]);
  });

  it('builds another text for another shape', () => {
    const few = call(7, [1, 2], '%a%');
    const many = call(
      7,
      Array.from({ length: 12 }, (_, i) => i + 1),
      '%a%',
    );
    const closed = call(7, [1, 2], '%a%', false);
    expect(many.sql).toContain('any(');
    expect(many.parameters[1]).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set([few.sql, many.sql, closed.sql]).size).toBe(3);
    expect(closed.parameters).not.toContain('active');
  });

  it('refuses a value the query computes on or writes into its text', () => {
    const computed = queryTemplate((db, _shape: null, page: number) =>
      db
        .selectFrom('jobs')
        .select('id')
        .offset((page - 1) * 20),
    );
    expect(() => computed(null, 2).compile()).toThrow(/value 0 is not a parameter/);
    const written = queryTemplate((db, _shape: null, column: string) =>
      db.selectFrom('jobs').select(sql.ref(column).as('x')),
    );
    expect(() => written(null, 'title').compile()).toThrow(/value 0 is not a parameter/);
  });
});
