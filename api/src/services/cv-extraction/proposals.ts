// What a CV proposes, as the rows the api keeps with it (docs/product-rules.md#cv-extraction): each field read, and
// each item of a list, with its place among that field's proposals. Languages and skills the board does not know
// are left out (their calls could never accept them), and every list is cut to what a profile can hold.
import { CV_PROPOSAL_LIMITS, type CvProposalField, PROFILE_LIMITS } from 'shared-kit/contracts';
import type { ReferenceData } from '../reference';
import { type CvKind, extractCv } from '.';

/** One proposal before it is stored: `proposed` has the wire shape of its field (docs/contracts.md#cv-extraction). */
export type ProposalDraft = { field: CvProposalField; position: number; proposed: unknown };

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

export async function readProposals(
  reference: ReferenceData,
  kind: CvKind,
  data: Buffer,
): Promise<{ text_found: boolean; drafts: ProposalDraft[] }> {
  const read = await extractCv(kind, data);
  const drafts: ProposalDraft[] = [];
  const add = (field: CvProposalField, values: unknown[]) => {
    for (const [position, proposed] of values.slice(0, CV_PROPOSAL_LIMITS[field]).entries()) {
      drafts.push({ field, position, proposed });
    }
  };

  if (read.name) {
    const name = PROFILE_LIMITS.name;
    add('name', [{ nombre: cut(read.name.nombre, name), apellidos: cut(read.name.apellidos, name) }]);
  }
  if (read.email) add('email', [read.email]);
  if (read.phone) add('phone', [read.phone]);
  if (read.location) add('location', [cut(read.location, PROFILE_LIMITS.poblacion)]);
  add(
    'languages',
    read.languages.flatMap(({ language, level }) => {
      const known = reference.languages.find((one) => one.slug.toLowerCase() === language);
      return known ? [{ language: { id: known.id, name: known.name, slug: known.slug }, level }] : [];
    }),
  );
  add('experience', read.experience);
  add('education', read.education);
  // Skills as the board names them: `POST /api/candidates/skills` takes only known tags, so a skill the CV lists that
  // is not one ("dbt") would be a proposal the candidate could never accept.
  const skillsByName = new Map(reference.skills.map((skill) => [skill.name.toLowerCase(), skill.name]));
  add('skills', [...new Set(read.skills.flatMap((item) => skillsByName.get(item.toLowerCase()) ?? []))]);
  return { text_found: read.text_found, drafts };
}
