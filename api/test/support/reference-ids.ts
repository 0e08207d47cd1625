// Ids of the seeded reference data (src/db/seed/reference-data.ts) by slug or by name, for tests that build jobs
// and profiles in particular languages and places. An unknown one throws, so a renamed row fails loudly.

export function idBySlug(rows: readonly { id: number; slug: string }[], slug: string): number {
  const row = rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`unknown slug ${slug}`);
  return row.id;
}

export function idByName(rows: readonly { id: number; name: string }[], name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`unknown name ${name}`);
  return row.id;
}
