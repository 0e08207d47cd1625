import type { CvProposalDecisionsRequest, CvProposalDecisionsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/mycv/{id}/proposals {accept, reject, reopen}` (docs/contracts.md#cv-extraction): any number of
 * decisions on a CV's proposals in one transaction; answers the notice and the profile as it now is. A refused row is
 * a 422 naming it (`experience.2.f_inicio`), which the review shows on that row: no notice of the client's own.
 */
export async function decideCvProposals(
  cvId: number,
  decisions: CvProposalDecisionsRequest,
): Promise<CvProposalDecisionsResponse> {
  const response = await http.post<CvProposalDecisionsResponse>(`/api/candidates/mycv/${cvId}/proposals`, decisions, {
    notifyErrors: false,
  });
  return response.data;
}
