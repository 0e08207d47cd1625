// The demo companies' logos: a simple SVG per company, its initials on a coloured square, stored through the
// file storage like any uploaded logo, so the demo site shows real, served images.
import type { Db } from '../database';
import { databaseFileStorage, publicFileUrl } from '../../services/file-storage';
import { DEMO_COMPANIES } from './companies';

// Dark enough for white initials (contrast 4.5:1 or more against #fff).
const COLOURS = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#374151',
  '#a16207',
];
const LEGAL_FORMS = new Set(['gmbh', 'ag', 'bv', 'ltd', 'sa', 'sl', 'srl', 'inc']);

const LOGO_SIZE = 96;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Up to two initials from the name's words, legal forms (GmbH, BV...) left out: `Nordlicht Software GmbH` -> NS. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word && !LEGAL_FORMS.has(word.toLowerCase()));
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0]?.toLocaleUpperCase('en') ?? '')
      .join('') || '?'
  );
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] as string;
}

/** The logo of a company: its initials on a rounded square of a colour derived from its name. */
function logoSvg(name: string): string {
  const half = LOGO_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="14" fill="${colourOf(name)}"/>`,
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
    '</svg>\n',
  ].join('');
}

/**
 * Gives each demo company without a logo of its own (none yet, or the old `/static/logos/` paths that were never
 * served) its generated one. Idempotent and cheap when nothing is missing: run at every start with demo data.
 */
export async function seedCompanyLogos(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'slug'])
    .where(
      'id',
      'in',
      DEMO_COMPANIES.map((company) => company.id),
    )
    .where((eb) => eb.or([eb('logo', 'is', null), eb('logo', 'like', '/static/logos/%')]))
    .execute();
  const storage = databaseFileStorage(db);
  let stored = 0;
  for (const row of rows) {
    const company = DEMO_COMPANIES.find((demo) => demo.id === row.id && demo.slug === row.slug);
    if (!company) continue;
    const file = await storage.save({
      kind: 'company-logo',
      filename: `${company.slug}.svg`,
      contentType: 'image/svg+xml',
      data: Buffer.from(logoSvg(company.name)),
      public: true,
      companyId: company.id,
    });
    await db
      .updateTable('companies')
      .set({ logo: publicFileUrl(file) })
      .where('id', '=', company.id)
      .execute();
    stored += 1;
  }
  return stored;
}
