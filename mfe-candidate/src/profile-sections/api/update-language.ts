import type { CandidateLanguageChangeResponse, UpdateCandidateLanguageRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/languages/{language} {level}`: the path names the candidate's language by its slug. */
export async function updateLanguage(
  slug: string,
  input: UpdateCandidateLanguageRequest,
): Promise<CandidateLanguageChangeResponse> {
  const response = await http.patch<CandidateLanguageChangeResponse>(
    `/api/candidates/languages/${encodeURIComponent(slug)}`,
    input,
    { notifyErrors: false },
  );
  return response.data;
}
