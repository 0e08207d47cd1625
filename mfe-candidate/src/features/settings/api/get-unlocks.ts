import { useGet } from 'shared-kit/http';

export type ProfileUnlock = {
  company: { name: string; slug: string | null; logo: string | null };
  unlocked_at: string;
};

/** `GET /api/candidates/unlocks`: the companies that unlocked the candidate's profile in CV search, newest first. */
export function useProfileUnlocks() {
  return useGet<{ unlocks: ProfileUnlock[] }>('/api/candidates/unlocks');
}
