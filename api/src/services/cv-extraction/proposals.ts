// The answer of an upload with `?extract=1` (docs/contracts.md#cv-extraction): each field read from the CV next to
// the profile's current value. Nothing is written here; languages and skills the board does not know are left out.
import type { CvProposals } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { candidateProfile } from '../candidate-profile';
import type { ReferenceData } from '../reference';
import { type CvKind, extractCv } from '.';

export async function cvProposals(
  db: Db,
  reference: ReferenceData,
  userId: number,
  kind: CvKind,
  data: Buffer,
): Promise<Omit<CvProposals, 'message'>> {
  const [read, { user }] = await Promise.all([extractCv(kind, data), candidateProfile(db, userId)]);
  const { candidate } = user;
  const languages = read.languages.flatMap(({ language, level }) => {
    const known = reference.languages.find((one) => one.slug.toLowerCase() === language);
    return known ? [{ language: { id: known.id, name: known.name, slug: known.slug }, level }] : [];
  });
  // Skills as the board names them: `POST /api/candidates/skills` takes only known tags, so a skill the CV lists that
  // is not one ("dbt") would be a proposal the candidate could never accept.
  const skillsByName = new Map(reference.skills.map((skill) => [skill.name.toLowerCase(), skill.name]));
  const skills = [...new Set(read.skills.flatMap((item) => skillsByName.get(item.toLowerCase()) ?? []))];
  return {
    text_found: read.text_found,
    name: { current: { nombre: user.nombre, apellidos: user.apellidos }, proposed: read.name },
    email: { current: user.email, proposed: read.email },
    phone: { current: user.phone, proposed: read.phone },
    location: { current: user.poblacion, proposed: read.location },
    languages: { current: candidate.languages, proposed: languages },
    experience: { current: candidate.experience, proposed: read.experience },
    education: { current: candidate.education, proposed: read.education },
    skills: { current: candidate.tags, proposed: skills },
  };
}
