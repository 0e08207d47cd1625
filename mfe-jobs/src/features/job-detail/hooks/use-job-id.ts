import { useParams } from 'shared-kit/router';

/**
 * The job id inside a `/jobs/{url}` URL. The api's job urls are `<slug>-<id>`; older links put the id first
 * (`<id>-<slug>`), and some carry a `.html` suffix. Null when there is no id at all.
 */
export function parseJobId(url: string): number | null {
  const bare = url.replace(/\.html$/i, '');
  const match = /(?:^|-)(\d+)$/.exec(bare) ?? /^(\d+)(?:-|$)/.exec(bare);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useJobId(): number | null {
  const { url = '' } = useParams();
  return parseJobId(url);
}
