import { useCallback } from 'react';
import { useSearchParams } from 'shared-kit/router';

type Changes = Record<string, string | number>;

/** A page number from the query: a whole number from 1, else 1. */
export const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `params` with `changes`, leaving out empty values and page 1, so the plain address stays the default view. */
function withChanges(params: URLSearchParams, changes: Changes) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The query of a list tab (`?page=2&search=...`): `change` writes changes (`replace` for typing, so each key is not a
 * history entry), `hrefWith` gives the address with changes, for real links such as the pagination's.
 */
export function useListQuery(path: string) {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Changes, replace = false) => setParams((before) => withChanges(before, changes), { replace }),
    [setParams],
  );
  const hrefWith = (changes: Changes) => {
    const query = withChanges(params, changes).toString();
    return query ? `${path}?${query}` : path;
  };
  return { params, change, hrefWith };
}
