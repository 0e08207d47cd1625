import { CatalogueGate } from 'shared-kit/i18n';
import { Skeleton } from 'shared-kit/ui';
import type { ApplyProps } from './features/apply/apply-types';
import { ApplyPanel } from './features/apply/components/apply-panel';
import { loadCandidateMessages } from './locales';
import './candidate.css';

/**
 * The apply flow, exposed as `./apply` for the job pages of mfe-jobs, which show it through the shell's loader
 * (shared-kit/ui's RemoteSlot). Props: `{job}`, the job as `GET /api/job` answers it (docs/candidate-area.md#the-apply-flow).
 */
export default function ApplyEntry(props: ApplyProps) {
  return (
    <CatalogueGate load={loadCandidateMessages} fallback={<Skeleton height={40} width={120} />}>
      <ApplyPanel {...props} />
    </CatalogueGate>
  );
}
