// The blog's RSS 2.0 feed (docs/blog.md#pages-rss-and-the-sitemap): the latest posts with their excerpts.
import type { BlogPostSummary } from 'shared-kit/blog';
import { escapeXml, XML_DECLARATION } from '../../lib/xml';

export type RssChannel = {
  title: string;
  /** The blog's page (absolute). */
  link: string;
  /** The feed's own address (absolute), for atom:link rel="self". */
  self: string;
  description: string;
  /** Absolute address of a post's page. */
  postUrl: (slug: string) => string;
};

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function item(post: BlogPostSummary, channel: RssChannel): string {
  const url = channel.postUrl(post.slug);
  return [
    '<item>',
    element('title', post.title),
    element('link', url),
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    element('pubDate', new Date(post.date).toUTCString()),
    element('description', post.excerpt),
    ...post.categories.map((category) => element('category', category.name)),
    '</item>',
  ].join('');
}

/** RSS 2.0 with atom:link self; lastBuildDate the newest change among the posts. */
export function rssFeed(channel: RssChannel, posts: BlogPostSummary[]): string {
  const newest = posts.reduce((latest, post) => Math.max(latest, Date.parse(post.modified) || 0), 0);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest > 0 ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    ...posts.map((post) => item(post, channel)),
    '</channel></rss>\n',
  ].join('');
}
