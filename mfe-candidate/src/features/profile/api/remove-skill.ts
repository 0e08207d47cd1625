import type { CandidateSkillsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/skills/{skill}` (its slug): answers the notice ('Skill removed'), the tags and the tasks. */
export async function removeSkill(slug: string): Promise<CandidateSkillsResponse> {
  const response = await http.delete<CandidateSkillsResponse>(`/api/candidates/skills/${encodeURIComponent(slug)}`, {
    notifyErrors: false,
  });
  return response.data;
}
