// The candidate's whole profile as GET /api/candidates/profile answers it (docs/contracts.md#candidates), and as
// every profile change answers after it is saved.
import { listCvs } from '../candidate-cvs';
import { candidateEducation, candidateExperience, candidateSkills } from '../candidate-records';
import { type CandidateProfileResponse, type Phone, RRSS_IDS } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { candidateLanguages, candidateTasks, candidateVirtualEvents } from '../users';
import { age } from './checks';
import { wireTime } from '../../lib/wire-time';

/** The date as PostgreSQL's `date` gives it (a local-midnight Date, or a string), as `YYYY-MM-DD`. */
function dateText(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/**
 * The whole profile of the signed-in candidate with its tasks (docs/contracts.md#candidates): what GET
 * /api/candidates/profile answers, and every profile change after it is saved.
 */
export async function candidateProfile(db: Db, userId: number): Promise<CandidateProfileResponse> {
  const [user, candidate, languages, tasks, tags, experience, education, cvs, virtualEvents] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'nombre', 'apellidos', 'poblacion', 'fk_pais_id', 'fk_city_id', 'f_nace', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('candidates').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    candidateLanguages(db, userId),
    candidateTasks(db, userId),
    candidateSkills(db, userId),
    candidateExperience(db, userId),
    candidateEducation(db, userId),
    listCvs(db, userId),
    candidateVirtualEvents(db, userId),
  ]);
  const birth = dateText(user.f_nace);
  const rrss = [
    ...(candidate?.linkedin ? [{ rrss_id: RRSS_IDS.linkedin, value: candidate.linkedin }] : []),
    ...(candidate?.website ? [{ rrss_id: RRSS_IDS.site, value: candidate.website }] : []),
  ];
  const photo = candidate?.path_foto ?? null;
  return {
    user: {
      id: user.id,
      email: user.email,
      nombre: user.nombre,
      apellidos: user.apellidos,
      poblacion: user.poblacion,
      fk_pais_id: user.fk_pais_id,
      fk_city_id: user.fk_city_id,
      phone: (user.phone as Phone | null) ?? null,
      candidate: {
        work_internship: candidate?.work_internship ?? null,
        work_permit: candidate?.work_permit ?? null,
        relocate: candidate?.relocate ?? null,
        working_status: candidate?.working_status ?? null,
        salary_from: candidate?.salary_from ?? null,
        salary_to: candidate?.salary_to ?? null,
        salary_negotiate: candidate?.salary_negotiate ?? false,
        salary: candidate?.salary ?? null,
        presentation_letter: candidate?.presentation_letter ?? null,
        presentation_letter_html: candidate?.presentation_letter_html ?? null,
        headline: candidate?.headline ?? null,
        path_foto: photo,
        full_path_foto: photo,
        static_path_photo_64: candidate?.path_foto_64 ?? null,
        static_path_photo_128: candidate?.path_foto_128 ?? null,
        destination: candidate?.destination ?? [],
        accepted_at: candidate?.accepted_at ? wireTime(candidate.accepted_at) : null,
        cvsearch: candidate?.cvsearch ?? true,
        email_matchings: candidate?.email_matchings ?? true,
        email_notifications: candidate?.email_notifications ?? true,
        email_applications: candidate?.email_applications ?? true,
        email_newsletters: candidate?.email_newsletters ?? false,
        whatsapp_notifications: candidate?.whatsapp_notifications ?? false,
        email_challenge_task: candidate?.email_challenge_task ?? false,
        hasJoinedChallenge: false,
        f_nace: birth,
        age: age(birth),
        rrss,
        virtual_events: virtualEvents,
        languages,
        categories: candidate?.categories ?? [],
        tags,
        cvs,
        experience,
        education,
        answers: [],
        hasAlmostOneMatchingsOffer: false,
      },
    },
    signal: candidate?.signal_at ? wireTime(candidate.signal_at) : null,
    tasks,
  };
}
