import type { AddCandidateLanguageRequest, CandidateLanguageChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/languages {language, level}` (docs/contracts.md#candidate-records). */
export async function addLanguage(input: AddCandidateLanguageRequest): Promise<CandidateLanguageChangeResponse> {
  const response = await http.post<CandidateLanguageChangeResponse>('/api/candidates/languages', input, {
    notifyErrors: false,
  });
  return response.data;
}
