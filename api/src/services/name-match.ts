/** Lower case without accents, as the database's immutable_unaccent(lower(...)) sees text. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Prefix matches on the name (or any of its words) or the slug, whole-name prefixes first, then by name. The
 * lists are small reference data held in memory (services/reference), so no database round trip.
 */
export function matchNames<T extends { slug: string; name: string }>(items: T[], search: string, limit: number): T[] {
  const q = fold(search);
  if (!q) return [];
  const scored: { item: T; rank: number }[] = [];
  for (const item of items) {
    const name = fold(item.name);
    const slug = fold(item.slug);
    let rank = -1;
    if (name.startsWith(q) || slug.startsWith(q)) rank = 0;
    else if (name.split(/[\s\-_/.]+/).some((word) => word.startsWith(q))) rank = 1;
    if (rank >= 0) scored.push({ item, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name));
  return scored.slice(0, limit).map((s) => s.item);
}
