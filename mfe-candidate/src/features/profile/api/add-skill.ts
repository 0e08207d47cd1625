import type { CandidateSkillsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/skills {tag}`: answers the notice ('Skill added'), the tags and the tasks. */
export async function addSkill(tag: number | string): Promise<CandidateSkillsResponse> {
  const response = await http.post<CandidateSkillsResponse>('/api/candidates/skills', { tag }, { notifyErrors: false });
  return response.data;
}
