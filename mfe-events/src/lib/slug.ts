/**
 * "Polish Speed Hiring Week" -> "polish-speed-hiring-week": accents dropped, as the slug pattern of events and blog
 * posts asks (`^[a-z0-9]+(-[a-z0-9]+)*$`), cut at `max` characters on a whole word's end.
 */
export function slugify(title: string, max = 80): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'l')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
