import type { CandidateLanguageChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/languages/{language}`: the path is enough (docs/contracts.md#candidate-records). */
export async function removeLanguage(slug: string): Promise<CandidateLanguageChangeResponse> {
  const response = await http.delete<CandidateLanguageChangeResponse>(
    `/api/candidates/languages/${encodeURIComponent(slug)}`,
    { notifyErrors: false },
  );
  return response.data;
}
