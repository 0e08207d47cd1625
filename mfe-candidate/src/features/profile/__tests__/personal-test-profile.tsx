// What the tests of the personal sections share: a profile as GET /api/candidates/profile answers it, a page that
// keeps it as /account/my-profile does, and the reference lists the api answers.
import { type ComponentType, useState } from 'react';
import type { CandidateProfileResponse, Tasks } from 'shared-kit/contracts';
import { type FakeReply, type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import type { ProfileSectionProps } from '../profile-state';

const tasks = (done: Partial<Tasks> = {}): Tasks => ({
  general_information: 0,
  languages: 0,
  sector: 0,
  skills: 0,
  cv: 0,
  education: 0,
  experience: 0,
  preferences: 0,
  apply: 0,
  comment: 0,
  level_notification: 0,
  registered_at: '2026-01-01T00:00:00.000Z',
  remember_at: null,
  converted_at: null,
  isIntermediate: false,
  isAdvanced: false,
  isComplete: false,
  profileStatus: null,
  ...done,
});

type UserChanges = Partial<Omit<CandidateProfileResponse['user'], 'candidate'>> & {
  candidate?: Partial<CandidateProfileResponse['user']['candidate']>;
};

/** A new candidate's profile (no name, no country, nothing filled in), with `changes` on top. */
export function personalProfile(changes: UserChanges = {}, done: Partial<Tasks> = {}): CandidateProfileResponse {
  const { candidate, ...user } = changes;
  return {
    user: {
      id: 11,
      email: 'ana@example.com',
      nombre: null,
      apellidos: null,
      poblacion: null,
      fk_pais_id: null,
      fk_city_id: null,
      phone: null,
      ...user,
      candidate: {
        work_internship: null,
        work_permit: null,
        relocate: null,
        working_status: null,
        salary_from: null,
        salary_to: null,
        salary_negotiate: false,
        salary: null,
        presentation_letter: null,
        presentation_letter_html: null,
        headline: null,
        path_foto: null,
        full_path_foto: null,
        static_path_photo_64: null,
        static_path_photo_128: null,
        destination: [],
        accepted_at: null,
        cvsearch: true,
        email_matchings: true,
        email_notifications: true,
        email_newsletters: false,
        whatsapp_notifications: false,
        email_challenge_task: false,
        hasJoinedChallenge: false,
        f_nace: null,
        age: null,
        rrss: [],
        virtual_events: [],
        languages: [],
        categories: [],
        tags: [],
        cvs: [],
        experience: [],
        education: [],
        answers: [],
        hasAlmostOneMatchingsOffer: false,
        ...candidate,
      },
    },
    signal: null,
    tasks: tasks(done),
  };
}

export { tasks as personalTasks };

export const GERMANY = { id: 11, slug: 'Germany', name: 'Germany', iso2: 'DE' };
export const FRANCE = { id: 10, slug: 'France', name: 'France', iso2: 'FR' };
export const COUNTRIES = [{ id: 1, slug: 'Austria', name: 'Austria', iso2: 'AT' }, FRANCE, GERMANY];
export const CITIES: Record<number, { id: number; slug: string; name: string }[]> = {
  [GERMANY.id]: [
    { id: 1, slug: 'Berlin', name: 'Berlin' },
    { id: 5, slug: 'Cologne', name: 'Cologne' },
  ],
  [FRANCE.id]: [
    { id: 9, slug: 'Lyon', name: 'Lyon' },
    { id: 8, slug: 'Paris', name: 'Paris' },
  ],
  1: [],
};

/** The body a request sent, parsed. */
export const sentBody = (request: FakeRequest | undefined) =>
  typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data;

/**
 * Answers the reference lists, and every other call from `replies` by `METHOD url` (404 otherwise); returns the
 * requests seen.
 */
export function personalApi(replies: Record<string, (request: FakeRequest) => FakeReply> = {}) {
  return mockHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${request.url}`;
    if (replies[key]) return replies[key](request);
    if (key === 'GET /api/countries') return { data: { countries: COUNTRIES } };
    const cities = /^GET \/api\/countries\/(\d+)\/cities$/.exec(key);
    if (cities) return { data: { cities: CITIES[Number(cities[1])] ?? [] } };
    return { status: 404, data: { message: 'Not found.' } };
  });
}

/** One section on a page that keeps the profile as /account/my-profile does; `latest()` is the last one handed up. */
export function renderSection(Section: ComponentType<ProfileSectionProps>, initial: CandidateProfileResponse) {
  let latest = initial;
  function Page() {
    const [profile, setProfile] = useState(initial);
    return (
      <Section
        profile={profile}
        onChange={(next) => {
          latest = next;
          setProfile(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Page />, {
    route: '/account/my-profile',
    session: { user: makeUser({ id: 11 }), token: 'candidate-token' },
  });
  return { ...rendered, latest: () => latest };
}
