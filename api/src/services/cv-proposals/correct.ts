// A proposal as the candidate corrected it before accepting (docs/product-rules.md#cv-extraction): the fields the
// candidate changed replace what the CV said, and the result goes through the field's own call like any accepted
// proposal (apply.ts). Each field takes the names of its own profile call, and only those.
import type {
  CvProposalCorrection,
  CvProposalDecisionsRequest,
  CvProposalField,
  EducationProposal,
  ExperienceProposal,
  LanguageProposal,
} from 'shared-kit/contracts';
import { type Text, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import type { StoredProposal } from './compare';

type CorrectionKey = Exclude<keyof CvProposalCorrection, 'id'>;

/** What a correction of each field may change; the email is changed in the account settings only. */
const CORRECTABLE: Record<CvProposalField, readonly CorrectionKey[]> = {
  name: ['nombre', 'apellidos'],
  email: [],
  phone: ['phoneNumber'],
  location: ['poblacion'],
  languages: ['level'],
  experience: ['puesto', 'empresa', 'f_inicio', 'f_final'],
  education: ['titulo', 'centro_estudios', 'f_inicio', 'f_final'],
  skills: ['tag'],
};

/** A correction's place in the request, as the 422 names it: `corrections.0`. */
export type CorrectionAt = { index: number; fields: Omit<CvProposalCorrection, 'id'> };

/**
 * The corrections by proposal id, each checked against the request: its proposal is among `accept`, and is
 * corrected once. A refusal names the correction (`corrections.1.id`).
 */
export function correctionsById(body: CvProposalDecisionsRequest): Map<number, CorrectionAt> {
  const accept = new Set(body.accept ?? []);
  const byId = new Map<number, CorrectionAt>();
  const errors: Record<string, Text[]> = {};
  (body.corrections ?? []).forEach(({ id, ...fields }, index) => {
    if (!accept.has(id)) errors[`corrections.${index}.id`] = [text('api.cvProposals.correctionNotAccepted')];
    else if (byId.has(id)) errors[`corrections.${index}.id`] = [text('api.cvProposals.twice')];
    else byId.set(id, { index, fields });
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return byId;
}

/** What a correction's fields set, as given (undefined: left as the CV said). */
const given = <T extends object>(fields: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The stored proposal with the correction applied, in the proposal's wire shape. A field its proposal does not
 * take is a 422 naming it (`corrections.0.puesto` on a name).
 */
export function corrected(row: StoredProposal, { index, fields }: CorrectionAt): StoredProposal {
  const allowed = CORRECTABLE[row.field];
  const wrong = Object.entries(fields).filter(
    ([key, value]) => value !== undefined && !allowed.includes(key as CorrectionKey),
  );
  if (wrong.length > 0) {
    throw new ValidationFailed(
      Object.fromEntries(
        wrong.map(([key]) => [`corrections.${index}.${key}`, [text('api.cvProposals.notCorrectable')]]),
      ),
    );
  }
  const proposed = ((): unknown => {
    switch (row.field) {
      case 'name':
        return { ...(row.proposed as object), ...given({ nombre: fields.nombre, apellidos: fields.apellidos }) };
      case 'phone':
        return fields.phoneNumber ?? row.proposed;
      case 'location':
        return fields.poblacion ?? row.proposed;
      case 'languages':
        return { ...(row.proposed as LanguageProposal), ...given({ level: fields.level }) };
      case 'experience':
        return {
          ...(row.proposed as ExperienceProposal),
          ...given({
            puesto: fields.puesto,
            empresa: fields.empresa,
            f_inicio: fields.f_inicio,
            f_final: fields.f_final,
          }),
        };
      case 'education':
        return {
          ...(row.proposed as EducationProposal),
          ...given({
            titulo: fields.titulo,
            centro_estudios: fields.centro_estudios,
            f_inicio: fields.f_inicio,
            f_final: fields.f_final,
          }),
        };
      case 'skills':
        return fields.tag === undefined ? row.proposed : String(fields.tag);
      case 'email':
        return row.proposed;
    }
  })();
  return { ...row, proposed };
}
