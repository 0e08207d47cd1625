import { useCallback } from 'react';
import type { ScreeningQuestionKind } from 'shared-kit/account-rules';
import { http, useRequest } from 'shared-kit/http';

export type QuestionMode = 'knockout' | 'preferred' | null;

export type CompanyQuestion = {
  id?: number;
  question: string;
  kind: ScreeningQuestionKind;
  options: string[] | null;
  mode: QuestionMode;
  knockout_answer: string | null;
  preferred_answer: string | null;
  position?: number;
};

/** `GET /api/companies/jobs/{id}/screening-questions`: the job's questions in order. */
export function useScreeningQuestions(jobId: number) {
  const load = useCallback(
    () =>
      http
        .get<{ questions: CompanyQuestion[] }>(`/api/companies/jobs/${jobId}/screening-questions`)
        .then((response) => response.data.questions),
    [jobId],
  );
  return useRequest(load);
}

/**
 * `PUT /api/companies/jobs/{id}/screening-questions {questions}` replaces the list (questions already answered are
 * archived by the api, so applicants' answers keep their question). Answers the stored list.
 */
export async function saveScreeningQuestions(jobId: number, questions: CompanyQuestion[]): Promise<CompanyQuestion[]> {
  const response = await http.put<{ questions: CompanyQuestion[] }>(
    `/api/companies/jobs/${jobId}/screening-questions`,
    { questions },
    { notifyErrors: false },
  );
  return response.data.questions;
}
