import type { CandidateLanguageChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/languages {language, level}` for a language read from a CV (docs/contracts.md#candidate-records). */
export function acceptLanguageProposal(language: number, level: number) {
  return http
    .post<CandidateLanguageChangeResponse>('/api/candidates/languages', { language, level }, { notifyErrors: false })
    .then((response) => response.data);
}
