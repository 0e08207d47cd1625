// The profile as the screens hold it: one `GET /api/candidates/profile` answer, replaced by each section's save.
// /account/my-profile and /welcome share the sections, so every section takes the same props.
import type { CandidateProfile, CandidateProfileResponse, Tasks } from 'shared-kit/contracts';

export type { CandidateProfileResponse } from 'shared-kit/contracts';

/** What every profile section takes: the profile now, and where to hand the profile after a save. */
export type ProfileSectionProps = {
  profile: CandidateProfileResponse;
  /** Called with the whole new profile after a successful save (the page re-renders every section from it). */
  onChange: (next: CandidateProfileResponse) => void;
};

/**
 * The profile with some candidate fields replaced, and the tasks when the answer carried them: the record calls
 * answer only their list and `tasks` (docs/contracts.md#candidate-records), not the whole profile.
 */
export function withCandidate(
  profile: CandidateProfileResponse,
  changes: Partial<CandidateProfile>,
  tasks?: Tasks,
): CandidateProfileResponse {
  return {
    ...profile,
    user: { ...profile.user, candidate: { ...profile.user.candidate, ...changes } },
    tasks: tasks ?? profile.tasks,
  };
}
