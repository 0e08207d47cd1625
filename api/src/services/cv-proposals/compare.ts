// A CV's proposal next to what the profile holds (docs/product-rules.md#cv-extraction): the field's current value,
// or the list's matching item, and whether the profile holds the proposal already (then there is nothing to decide,
// and accepting it changes nothing). The one place that says when a proposal and a profile value are the same.
import type {
  CandidateLanguage,
  CandidateProfileResponse,
  CandidateSkill,
  CvProposal,
  CvProposalField,
  Education,
  EducationProposal,
  Experience,
  ExperienceProposal,
  LanguageProposal,
} from 'shared-kit/contracts';
import type { ReferenceData } from '../reference';
import { boardSkill } from '../skill-tags';

/** A stored proposal: `proposed` has the wire shape of its field (the api wrote it). */
export type StoredProposal = { id: number; field: CvProposalField; position: number; proposed: unknown };

type ProfileUser = CandidateProfileResponse['user'];

/** Case, accents' case and surrounding spaces do not count ("SAP SE" and "sap se " are one company). */
const fold = (text: string | null | undefined) => (text ?? '').trim().toLocaleLowerCase();

export function matchingLanguage(languages: CandidateLanguage[], proposed: LanguageProposal) {
  return languages.find((mine) => mine.id === proposed.language.id || mine.slug === proposed.language.slug) ?? null;
}

/** A job the profile has with the same title at the same company. */
export function matchingExperience(entries: Experience[], proposed: ExperienceProposal) {
  return (
    entries.find(
      (mine) => fold(mine.puesto) === fold(proposed.puesto) && fold(mine.empresa) === fold(proposed.empresa),
    ) ?? null
  );
}

/** Studies the profile has with the same title at the same school. */
export function matchingEducation(entries: Education[], proposed: EducationProposal) {
  return (
    entries.find(
      (mine) =>
        fold(mine.titulo) === fold(proposed.titulo) && fold(mine.centro_estudios) === fold(proposed.centro_estudios),
    ) ?? null
  );
}

function matchingSkill(skills: CandidateSkill[], name: string) {
  return skills.find((mine) => fold(mine.name) === fold(name) || fold(mine.slug) === fold(name)) ?? null;
}

/**
 * The proposal as the wire carries it: with the profile's current value and whether it is the same; a skill the
 * board does not list is marked `new` (accepting it creates the candidate's own tag).
 */
export function withCurrent(row: StoredProposal, user: ProfileUser, reference: ReferenceData): CvProposal {
  const base = { id: row.id, position: row.position };
  const { candidate } = user;
  switch (row.field) {
    case 'name': {
      const proposed = row.proposed as { nombre: string; apellidos: string };
      const current = { nombre: user.nombre, apellidos: user.apellidos };
      const same =
        fold(current.nombre) === fold(proposed.nombre) && fold(current.apellidos) === fold(proposed.apellidos);
      return { ...base, field: 'name', proposed, current, same };
    }
    case 'email': {
      const proposed = row.proposed as string;
      return { ...base, field: 'email', proposed, current: user.email, same: fold(user.email) === fold(proposed) };
    }
    case 'phone': {
      const proposed = row.proposed as string;
      return { ...base, field: 'phone', proposed, current: user.phone, same: user.phone?.e164 === proposed };
    }
    case 'location': {
      const proposed = row.proposed as string;
      return {
        ...base,
        field: 'location',
        proposed,
        current: user.poblacion,
        same: fold(user.poblacion) === fold(proposed),
      };
    }
    case 'languages': {
      const proposed = row.proposed as LanguageProposal;
      const current = matchingLanguage(candidate.languages, proposed);
      return { ...base, field: 'languages', proposed, current, same: current?.level === proposed.level };
    }
    case 'experience': {
      const proposed = row.proposed as ExperienceProposal;
      const current = matchingExperience(candidate.experience, proposed);
      return { ...base, field: 'experience', proposed, current, same: current !== null };
    }
    case 'education': {
      const proposed = row.proposed as EducationProposal;
      const current = matchingEducation(candidate.education, proposed);
      return { ...base, field: 'education', proposed, current, same: current !== null };
    }
    case 'skills': {
      const proposed = row.proposed as string;
      const current = matchingSkill(candidate.tags, proposed);
      const isNew = boardSkill(reference, proposed) === undefined;
      return { ...base, field: 'skills', proposed, current, same: current !== null, new: isNew };
    }
  }
}
