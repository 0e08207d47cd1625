// A signed-in candidate's profile for the record sections' tests, and a harness that renders one section the way the
// profile page does: the section's saves replace the profile it is given.
import { useState } from 'react';
import type { CandidateProfile, CandidateProfileResponse, Tasks } from 'shared-kit/contracts';
import { makeJobReferenceLists, makeUser, renderWithProviders } from 'shared-kit/testing';
import type { ProfileSectionProps } from '../../../profile-sections/profile-state';
import { makeTasks } from '../../../testing/profile';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };

/** The tasks as the api answers them after a record section's save: the general information done. */
export const tasks = (changes: Partial<Tasks> = {}): Tasks => makeTasks({ general_information: 1, ...changes });

export function makeProfile(candidate: Partial<CandidateProfile> = {}): CandidateProfileResponse {
  return {
    user: {
      id: 11,
      email: 'ana@example.com',
      nombre: 'Ana',
      apellidos: 'García',
      candidate: { languages: [], tags: [], experience: [], education: [], ...candidate },
    },
    signal: null,
    tasks: tasks(),
  } as unknown as CandidateProfileResponse;
}

/** The job list's reference lists, as `GET /api/jobs?_size=1` answers them. */
export const reference = makeJobReferenceLists({
  languages: ['English', 'German', 'Spanish', 'French', 'Dutch'].map((name) => ({ slug: name, name })),
  countries: [
    { id: 3, slug: 'germany', name: 'Germany', continente: 1, iso2: 'de' },
    { id: 7, slug: 'spain', name: 'Spain', continente: 1, iso2: 'es' },
  ],
});

/** Renders `Section` with `profile`, keeping each profile it hands up (as the page does); `latest()` reads it. */
export function renderSection(
  Section: (props: ProfileSectionProps) => React.ReactNode,
  profile: CandidateProfileResponse,
) {
  let current = profile;
  function Page() {
    const [state, setState] = useState(profile);
    current = state;
    return <Section profile={state} onChange={setState} />;
  }
  const result = renderWithProviders(<Page />, { route: '/account/my-profile', session });
  return { ...result, latest: () => current };
}
