// What a CV proposes, as the rows the api keeps with it (docs/product-rules.md#cv-extraction): each field read, and
// each item of a list, with its place among that field's proposals. Languages the board does not know are left out
// (their call could never accept them), skills it does not list are proposed as new tags, and every list is cut to
// what a profile can hold.
import { CV_PROPOSAL_LIMITS, type CvProposalField, PROFILE_LIMITS, skillTagKey } from 'shared-kit/contracts';
import { type Text, text } from '../../i18n/catalogues';
import type { ReferenceData } from '../reference';
import type { CvKind } from '.';
import type { CvReader } from './reader';
import { newSkillTags } from './skills';

/** One proposal before it is stored: `proposed` has the wire shape of its field (docs/contracts.md#cv-extraction). */
export type ProposalDraft = { field: CvProposalField; position: number; proposed: unknown };

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * What reading a CV gave: proposals (`read`), none (`no_text`: empty, encrypted, a scan), or no reading at all:
 * `not_read` (refused by the unpacking caps, failed, out of time or memory; `reason` is for the log) or `busy`
 * (every reader taken: the same file uploaded again later is read then).
 */
export type ProposalsRead =
  | { outcome: 'read' | 'no_text'; drafts: ProposalDraft[] }
  | { outcome: 'not_read'; reason: string }
  | { outcome: 'busy' };

/** What the upload's answer says about the reading, in the caller's language; null when it gave proposals. */
export function readingMessage(outcome: ProposalsRead['outcome']): Text | null {
  if (outcome === 'no_text') return text('api.cv.noText');
  if (outcome === 'not_read') return text('api.cv.notRead');
  if (outcome === 'busy') return text('api.cv.readersBusy');
  return null;
}

/** The CV read by `reader`, never in this thread (docs/security.md#isolated-file-reading), and what it proposes. */
export async function readProposals(
  reference: ReferenceData,
  reader: CvReader,
  kind: CvKind,
  data: Buffer,
): Promise<ProposalsRead> {
  const reading = await reader.read(kind, data);
  if (reading.outcome === 'busy') return { outcome: 'busy' };
  if (reading.outcome === 'not_read') return { outcome: 'not_read', reason: reading.detail };
  const read = reading.extraction;
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
  // Skills as the board names them, then the skills section's items the board does not list, as new tags ("dbt"):
  // accepting one creates the candidate's own tag (docs/product-rules.md#candidate-records).
  const skillsByKey = new Map(reference.skills.map((skill) => [skillTagKey(skill.name), skill.name]));
  const boardName = (item: string) => skillsByKey.get(skillTagKey(item));
  const known = [...new Set(read.skills.flatMap((item) => boardName(item) ?? []))];
  const { nombre = '', apellidos = '' } = read.name ?? {};
  const elsewhere = [`${nombre} ${apellidos}`, `${apellidos} ${nombre}`, ...(read.location ?? '').split(/\s*,\s*/)];
  add('skills', [...known, ...newSkillTags(read.skill_items ?? [], boardName, elsewhere)]);
  return { outcome: read.text_found ? 'read' : 'no_text', drafts };
}
