/** Sitemap protocol XML (sitemaps.org 0.9). Every value is escaped: job urls and names come from user data. */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export type SitemapEntry = { loc: string; lastmod?: Date | string | null };

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmod = (value: Date | string | null | undefined) =>
  value ? `<lastmod>${new Date(value).toISOString()}</lastmod>` : '';

const entries = (tag: string, items: SitemapEntry[]) =>
  items.map((item) => `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod(item.lastmod)}</${tag}>`).join('\n');

export const urlSet = (items: SitemapEntry[]) => `${HEAD}<urlset ${NS}>\n${entries('url', items)}\n</urlset>\n`;

export const sitemapIndex = (items: SitemapEntry[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${entries('sitemap', items)}\n</sitemapindex>\n`;
