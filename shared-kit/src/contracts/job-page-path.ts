// The path of a job's page, written once for every link to it: the front ends' cards and lists, the api's
// server-rendered pages, canonical links and JobPosting markup, the sitemap and the mails
// (docs/product-rules.md#path-names-and-canonical-paths). Pure: no TypeBox.

/** Job page of a job's `url` (a trailing `.html` is dropped, docs/product-rules.md#path-names-and-canonical-paths). */
export function jobPath(url: string): string {
  return `/jobs/${encodeURIComponent(url.replace(/\.html$/i, ''))}`;
}
