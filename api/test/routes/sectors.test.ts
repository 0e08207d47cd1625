import { SECTORS } from '../../src/db/seed/reference-data';
import { useTestApp } from '../helper';

describe('GET /api/sectors', () => {
  const t = useTestApp();

  it('answers every sector with its id, slug and English name, by name, to a guest', async () => {
    const response = await t.app.inject('/api/sectors');
    expect(response.statusCode).toBe(200);
    const { sectors } = response.json() as { sectors: { id: number; slug: string; name: string }[] };
    expect(sectors).toHaveLength(SECTORS.length);
    expect(sectors).toContainEqual({ id: 1, slug: 'information-technology', name: 'Information Technology' });
    expect(sectors).toContainEqual({ id: 10, slug: 'tourism-and-hospitality', name: 'Tourism and Hospitality' });
    const names = sectors.map((sector) => sector.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Exactly the answer's fields: nothing else of the table leaks.
    for (const sector of sectors) expect(Object.keys(sector).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('answers ids that PATCH /api/candidates/interests accepts', async () => {
    const { sectors } = (await t.app.inject('/api/sectors')).json() as { sectors: { id: number }[] };
    const known = await t.db.selectFrom('sectors').select('id').orderBy('id').execute();
    expect(sectors.map((sector) => sector.id).sort((a, b) => a - b)).toEqual(known.map((row) => row.id));
  });
});
