// Which page links a list shows (docs/design-system.md#pagination): shared-kit/ui's Pagination and the api's page
// heads (the next and previous pages of a list) use this one rule. Pure, no DOM.

export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages shown: the first, the last, the current one and one on each side, with an ellipsis for each run left out.
 * Always seven items once there are more than seven pages, so the bar keeps its width while paging.
 */
export function paginationItems(page: number, count: number): PaginationItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= 7) return range(1, count);
  if (page <= 4) return [...range(1, 5), 'gap-end', count];
  if (page >= count - 3) return [1, 'gap-start', ...range(count - 4, count)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', count];
}

/** The paging fields of a page of a paged list (docs/contracts.md#http). */
export type PageEnvelope = { total: number; lastPage: number; currentPage: number };

/**
 * The one way the paging fields are counted: `total` items in pages of `size`, `page` the one answered. An empty
 * list still has one (empty) page, so `lastPage` is at least 1.
 */
export function pageEnvelope(total: number, page: number, size: number): PageEnvelope {
  return { total, lastPage: Math.max(1, Math.ceil(total / size)), currentPage: page };
}
