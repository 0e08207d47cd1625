import type { CvProposals, ExperienceListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

type ExperienceProposal = CvProposals['experience']['proposed'][number];

/** `POST /api/candidates/experience` with a job read from a CV (docs/contracts.md#candidate-records). */
export function acceptExperienceProposal({ puesto, empresa, f_inicio, f_final }: ExperienceProposal) {
  // A part the CV did not give is left out, so the api's 422 names it (`empresa`, `f_inicio`).
  const body = { puesto, ...(empresa ? { empresa } : {}), ...(f_inicio ? { f_inicio } : {}), f_final };
  return http
    .post<ExperienceListResponse>('/api/candidates/experience', body, { notifyErrors: false })
    .then((response) => response.data);
}
