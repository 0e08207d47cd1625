import type { Job } from 'shared-kit/contracts';
import { Badge } from 'shared-kit/ui';
import { useJobDisplay } from '../lib/job-display';

/**
 * "Remote" or "Hybrid" beside a job's place (docs/design-system.md#badge-and-chip); an on-site job needs no mark.
 */
export function RemoteBadge({ remote }: { remote: Job['remote'] }) {
  const display = useJobDisplay();
  if (!remote || remote.slug === 'on-site') return null;
  return <Badge tone="info">{display.remote(remote)}</Badge>;
}
