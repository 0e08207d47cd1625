// What a CV proposes, as the rows the onboarding's review shows (docs/candidate-area.md#the-onboarding): one row per
// field, one per item of a list, each with what the profile holds now and the call that accepts it.
import type { CreateEducationRequest, CreateExperienceRequest, CvProposals } from 'shared-kit/contracts';
import { addLanguage } from '../../../../profile-sections/api/add-language';
import { addSkill } from '../../api/add-skill';
import { createEducation } from '../../api/create-education';
import { createExperience } from '../../api/create-experience';
import { savePhone } from '../../../../profile-sections/api/save-phone';
import { updateField } from '../../api/update-field';
import { updateLanguage } from '../../../../profile-sections/api/update-language';

/**
 * An entry read from a CV without the parts the CV did not give (an empty company or start date), so the api's 422
 * names what is missing (`empresa`, `f_inicio`) rather than a format error; `f_final` stays, null meaning "current".
 */
function withoutGaps(entry: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key, value]) => key === 'f_final' || Boolean(value)));
}

export const PROPOSAL_GROUPS = [
  'name',
  'email',
  'phone',
  'location',
  'languages',
  'experience',
  'education',
  'skills',
] as const;
export type ProposalGroup = (typeof PROPOSAL_GROUPS)[number];

export type ProposalRow = {
  /** Stable within one review: the group and the item's place in it. */
  key: string;
  group: ProposalGroup;
  /** What the CV says, as shown. */
  proposed: string;
  /** What the profile holds for this field or item now, as shown; null when it holds nothing. */
  current: string | null;
  /** The profile already holds exactly this: nothing to accept. */
  same: boolean;
  /**
   * Saves the proposal through the field's own call and answers the server's notice, if it gave one. Absent for the
   * email: changing it needs the password (account settings).
   */
  accept?: () => Promise<string | undefined>;
};

/** How the review writes what it shows: the level and the open end in the candidate's language. */
export type ProposalWords = {
  level: (level: number) => string;
  present: string;
};

const fold = (text: string | null | undefined) => (text ?? '').trim().toLocaleLowerCase();
const month = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

function period(start: string | null, end: string | null, words: ProposalWords): string | null {
  if (!start && !end) return null;
  return `${month(start) ?? '?'} – ${month(end) ?? words.present}`;
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/**
 * The rows of a review, in the order of the profile (who, how to reach, where, then languages and the career).
 * A proposal the CV does not make gives no row; one the profile already holds is a row marked `same`.
 */
export function proposalRows(proposals: CvProposals, words: ProposalWords): ProposalRow[] {
  const rows: ProposalRow[] = [];
  const { name, email, phone, location, languages, experience, education, skills } = proposals;

  if (name.proposed) {
    const { nombre, apellidos } = name.proposed;
    const current = [name.current.nombre, name.current.apellidos].filter(Boolean).join(' ') || null;
    rows.push({
      key: 'name',
      group: 'name',
      proposed: `${nombre} ${apellidos}`.trim(),
      current,
      same: fold(name.current.nombre) === fold(nombre) && fold(name.current.apellidos) === fold(apellidos),
      // One field at a time, so the country and city the candidate chose stay (docs/candidate-area.md#the-onboarding).
      accept: async () => {
        if (name.current.nombre !== nombre) await updateField('nombre', nombre);
        if (apellidos && name.current.apellidos !== apellidos) await updateField('apellidos', apellidos);
        return undefined;
      },
    });
  }
  if (email.proposed) {
    rows.push({
      key: 'email',
      group: 'email',
      proposed: email.proposed,
      current: email.current,
      same: fold(email.current) === fold(email.proposed),
    });
  }
  if (phone.proposed) {
    const number = phone.proposed;
    rows.push({
      key: 'phone',
      group: 'phone',
      proposed: number,
      current: phone.current?.formatInternational ?? phone.current?.e164 ?? null,
      same: phone.current?.e164 === number,
      accept: async () => {
        await savePhone({ phoneNumber: number });
        return undefined;
      },
    });
  }
  if (location.proposed) {
    const place = location.proposed;
    rows.push({
      key: 'location',
      group: 'location',
      proposed: place,
      current: location.current,
      same: fold(location.current) === fold(place),
      accept: async () => {
        await updateField('poblacion', place);
        return undefined;
      },
    });
  }
  languages.proposed.forEach(({ language, level }, index) => {
    const had = languages.current.find((mine) => mine.id === language.id || mine.slug === language.slug);
    rows.push({
      key: `languages-${index}`,
      group: 'languages',
      proposed: `${language.name}: ${words.level(level)}`,
      current: had ? `${had.name}: ${words.level(had.level)}` : null,
      same: had?.level === level,
      // A language the candidate has at another level is changed, not added twice.
      accept: async () => {
        if (had) await updateLanguage(had.slug, { level });
        else await addLanguage({ language: language.id, level });
        return undefined;
      },
    });
  });
  experience.proposed.forEach((job, index) => {
    const had = experience.current.find(
      (mine) => fold(mine.puesto) === fold(job.puesto) && fold(mine.empresa) === fold(job.empresa),
    );
    rows.push({
      key: `experience-${index}`,
      group: 'experience',
      proposed: joined(job.puesto, job.empresa, period(job.f_inicio, job.f_final, words)),
      current: had ? joined(had.puesto, had.empresa, period(had.f_inicio, had.f_final, words)) : null,
      same: had !== undefined,
      accept: async () => (await createExperience(withoutGaps(job) as CreateExperienceRequest)).message,
    });
  });
  education.proposed.forEach((studies, index) => {
    const had = education.current.find(
      (mine) =>
        fold(mine.titulo) === fold(studies.titulo) && fold(mine.centro_estudios) === fold(studies.centro_estudios),
    );
    rows.push({
      key: `education-${index}`,
      group: 'education',
      proposed: joined(studies.titulo, studies.centro_estudios, period(studies.f_inicio, studies.f_final, words)),
      current: had ? joined(had.titulo, had.centro_estudios, period(had.f_inicio, had.f_final, words)) : null,
      same: had !== undefined,
      accept: async () => (await createEducation(withoutGaps(studies) as CreateEducationRequest)).message,
    });
  });
  skills.proposed.forEach((skill, index) => {
    const had = skills.current.find((mine) => fold(mine.name) === fold(skill) || fold(mine.slug) === fold(skill));
    rows.push({
      key: `skills-${index}`,
      group: 'skills',
      proposed: skill,
      current: had ? had.name : null,
      same: had !== undefined,
      accept: async () => (await addSkill(skill)).message,
    });
  });
  return rows;
}
