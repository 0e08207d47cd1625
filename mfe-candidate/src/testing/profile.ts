// Test data of the candidate area: the profile and tasks as the api answers them (docs/contracts.md#candidates), for
// every test that renders a screen reading them.
import type { CandidateProfileResponse, Tasks } from 'shared-kit/contracts';

export const makeTasks = (done: Partial<Tasks> = {}): Tasks => ({
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
export function makeProfile(changes: UserChanges = {}, done: Partial<Tasks> = {}): CandidateProfileResponse {
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
        email_applications: true,
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
    tasks: makeTasks(done),
  };
}
