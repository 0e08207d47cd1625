// The navbar names the signed-in candidate from the session (shared-kit/session), which a sign-in fills. A name the
// candidate changes later, in a profile section or by accepting it from a CV, must reach it too, or the navbar says
// "Anna" to someone the page greets as "Oliver" until the next sign-in (docs/candidate-area.md#the-onboarding).
import { useEffect } from 'react';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { getSession, updateSessionUser } from 'shared-kit/session';

/** Keeps the session's name the profile's: after each save, and on a load that finds it changed elsewhere. */
export function useSessionFollowsName(profile: CandidateProfileResponse | null): void {
  const nombre = profile?.user.nombre;
  const apellidos = profile?.user.apellidos;
  useEffect(() => {
    if (nombre === undefined || apellidos === undefined) return;
    const user = getSession().user;
    if (!user || (user.nombre === nombre && user.apellidos === apellidos)) return;
    updateSessionUser({ nombre, apellidos });
  }, [nombre, apellidos]);
}
