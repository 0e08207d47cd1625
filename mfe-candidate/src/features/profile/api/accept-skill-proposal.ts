import type { CandidateSkillsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/skills {tag}` with a skill named in a CV (docs/contracts.md#candidate-records). */
export function acceptSkillProposal(tag: string) {
  return http
    .post<CandidateSkillsResponse>('/api/candidates/skills', { tag }, { notifyErrors: false })
    .then((response) => response.data);
}
