import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { Card } from 'shared-kit/ui';
import { usePendingCvProposals } from '../../api/get-cv-proposals';
import { CvProposalsReview } from './cv-proposals-review';

/**
 * On the profile page: what the candidate's CVs proposed and is still to decide, one review per CV
 * (docs/candidate-area.md#the-profile). Nothing while it loads or when it cannot: the profile works without it.
 */
export function PendingCvProposals({ onChange }: { onChange: (profile: CandidateProfileResponse) => void }) {
  const pending = usePendingCvProposals();
  if (pending.status !== 'success') return null;
  return pending.data.cvs.map((cv) => (
    <Card key={cv.cv_id} className="candidate-panel">
      <CvProposalsReview cvId={cv.cv_id} cvName={cv.name} items={cv.items} headingLevel={2} onDecided={onChange} />
    </Card>
  ));
}
