import { useEffect } from 'react';
import { type PageHeadMeta, SITE_NAME } from '../contracts/pages';

/** What a page's head carries on the client: the page table's fields, optionally a canonical URL. */
export type ClientHead = PageHeadMeta & { canonical?: string | null };

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  if (element.content !== content) element.content = content;
}

/**
 * Writes a page's head into the document after a client-side navigation, so the title, robots and description
 * stay what the server would have served for the same URL (docs/pages.md).
 */
export function applyHead(head: ClientHead): void {
  if (typeof document === 'undefined') return;
  const title = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  if (document.title !== title) document.title = title;
  setMeta('robots', head.robots);
  setMeta('description', head.description);
  if (head.canonical) {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link && link.href !== head.canonical) link.href = head.canonical;
  }
}

/** The `seo` block the JSON api returns with job lists and jobs. */
export type ApiSeo = { title: string; meta: string; robots: string; canonical: string };

/**
 * A data-driven page (job list, job) takes the head the api computed for it: the same title and robots the
 * server put into the HTML. `null` while loading leaves the head alone (the server's, or the route's fallback).
 */
export function useApiHead(seo: ApiSeo | null | undefined): void {
  const title = seo?.title;
  const description = seo?.meta;
  const robots = seo?.robots;
  const canonical = seo?.canonical;
  useEffect(() => {
    // An empty title is no answer yet (or a placeholder): keep what the document has.
    if (!title || description === undefined || robots === undefined) return;
    applyHead({ title, description, robots, canonical });
  }, [title, description, robots, canonical]);
}
