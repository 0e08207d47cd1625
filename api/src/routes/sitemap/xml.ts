// Sitemap protocol XML (sitemaps.org 0.9). Every value is escaped: job urls and names come from user data.
import { escapeXml, XML_DECLARATION } from '../../lib/xml';
import { wireTime } from '../../lib/wire-time';

export type SitemapEntry = { loc: string; lastmod?: Date | string | null };

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmod = (value: Date | string | null | undefined) => (value ? `<lastmod>${wireTime(value)}</lastmod>` : '');

const entries = (tag: string, items: SitemapEntry[]) =>
  items.map((item) => `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod(item.lastmod)}</${tag}>`).join('\n');

export const urlSet = (items: SitemapEntry[]) =>
  `${XML_DECLARATION}<urlset ${NS}>\n${entries('url', items)}\n</urlset>\n`;

export const sitemapIndex = (items: SitemapEntry[]) =>
  `${XML_DECLARATION}<sitemapindex ${NS}>\n${entries('sitemap', items)}\n</sitemapindex>\n`;
