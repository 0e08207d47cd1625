import type { CvProposals, EducationListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

type EducationProposal = CvProposals['education']['proposed'][number];

/** `POST /api/candidates/education` with studies read from a CV (docs/contracts.md#candidate-records). */
export function acceptEducationProposal({ titulo, centro_estudios, f_inicio, f_final }: EducationProposal) {
  // A part the CV did not give is left out, so the api's 422 names it (`centro_estudios`, `f_inicio`).
  const body = {
    titulo,
    ...(centro_estudios ? { centro_estudios } : {}),
    ...(f_inicio ? { f_inicio } : {}),
    f_final,
  };
  return http
    .post<EducationListResponse>('/api/candidates/education', body, { notifyErrors: false })
    .then((response) => response.data);
}
