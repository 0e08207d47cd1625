import type { CandidateLanguageChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/languages/{language} {level}`: the CV gives another level for a language the candidate
 * already has (docs/contracts.md#candidate-records).
 */
export function acceptLanguageLevelProposal(slug: string, level: number) {
  return http
    .patch<CandidateLanguageChangeResponse>(
      `/api/candidates/languages/${encodeURIComponent(slug)}`,
      { level },
      { notifyErrors: false },
    )
    .then((response) => response.data);
}
