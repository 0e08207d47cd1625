import { useEffect, useState } from 'react';
import { useProfile } from './api/get-profile';
import type { CandidateProfileResponse } from './profile-state';
import { useSessionFollowsName } from './session-name';

/**
 * The profile a page owns once it is loaded (/account/my-profile, /welcome): each section's save hands the whole new
 * profile up through `setProfile`, and the session's name follows it. `loaded` is the load itself (its status, retry).
 */
export function useOwnedProfile() {
  const loaded = useProfile();
  const [profile, setProfile] = useState<CandidateProfileResponse | null>(null);
  const data = loaded.status === 'success' ? loaded.data : null;
  useEffect(() => {
    if (data) setProfile(data);
  }, [data]);
  useSessionFollowsName(profile);
  return { loaded, profile, setProfile };
}
