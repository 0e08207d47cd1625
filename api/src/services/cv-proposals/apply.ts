// Writing one accepted proposal to the profile (docs/product-rules.md#cv-extraction), inside the caller's
// transaction and through the rules of the field's own call: the same checks, limits and messages as when the
// candidate types it. A refusal is thrown as that call would throw it (a 422 naming the call's own field).
import type { EducationProposal, ExperienceProposal, LanguageProposal } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { type Text, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { savePhone, updateField } from '../candidate-profile';
import {
  addLanguage,
  addSkill,
  candidateEducation,
  candidateExperience,
  createEducation,
  createExperience,
  updateLanguage,
} from '../candidate-records';
import type { ReferenceData } from '../reference';
import { candidateLanguages } from '../users';
import { matchPlace } from './place';
import { matchingEducation, matchingExperience, matchingLanguage, type StoredProposal } from './compare';

/**
 * What a CV left out of an entry, said in the candidate's words before the entry's own call would say "The empresa
 * field is required.": the company (or school) and the start date are what a profile entry needs.
 */
function gaps(place: string | null, start: string | null, placeMissing: Text, placeField: string) {
  const errors: Record<string, Text[]> = {};
  if (!place?.trim()) errors[placeField] = [placeMissing];
  if (!start) errors.f_inicio = [text('api.cvProposals.noStart')];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

export async function applyProposal(trx: Db, reference: ReferenceData, userId: number, row: StoredProposal) {
  switch (row.field) {
    case 'name': {
      // One field at a time: the country and city the candidate chose stay (docs/candidate-area.md#the-onboarding).
      const { nombre, apellidos } = row.proposed as { nombre: string; apellidos: string };
      const user = await trx
        .selectFrom('users')
        .select(['nombre', 'apellidos'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.nombre !== nombre) await updateField(trx, reference, userId, 'nombre', nombre);
      if (apellidos && user.apellidos !== apellidos) await updateField(trx, reference, userId, 'apellidos', apellidos);
      return;
    }
    case 'email':
      // Changing the email needs the password (docs/product-rules.md#account-settings).
      throw new ValidationFailed({ email: [text('api.cvProposals.emailInSettings')] });
    case 'phone':
      await savePhone(trx, reference, userId, { phoneNumber: row.proposed as string });
      return;
    case 'location': {
      // The country and city choices when the reference lists know the place, the free text only when they do not
      // (issue 29: a parsed "Berlin, Deutschland" used to land in the free text, the country left empty).
      const place = matchPlace(reference, row.proposed as string);
      if (place.countryId === null) {
        await updateField(trx, reference, userId, 'poblacion', row.proposed as string);
        return;
      }
      await updateField(trx, reference, userId, 'fk_pais_id', place.countryId);
      if (place.cityId !== null) await updateField(trx, reference, userId, 'fk_city_id', place.cityId);
      return;
    }
    case 'languages': {
      // A language the candidate has at another level is changed, not added twice.
      const proposed = row.proposed as LanguageProposal;
      const had = matchingLanguage(await candidateLanguages(trx, userId), proposed);
      if (had?.level === proposed.level) return;
      if (had) await updateLanguage(trx, reference, userId, had.slug, { level: proposed.level });
      else await addLanguage(trx, reference, userId, { language: proposed.language.id, level: proposed.level });
      return;
    }
    case 'experience': {
      const job = row.proposed as ExperienceProposal;
      if (matchingExperience(await candidateExperience(trx, userId), job)) return;
      gaps(job.empresa, job.f_inicio, text('api.cvProposals.noCompany'), 'empresa');
      await createExperience(trx, reference, userId, {
        puesto: job.puesto,
        empresa: job.empresa ?? '',
        f_inicio: job.f_inicio ?? '',
        f_final: job.f_final,
      });
      return;
    }
    case 'education': {
      const studies = row.proposed as EducationProposal;
      if (matchingEducation(await candidateEducation(trx, userId), studies)) return;
      gaps(studies.centro_estudios, studies.f_inicio, text('api.cvProposals.noSchool'), 'centro_estudios');
      await createEducation(trx, userId, {
        titulo: studies.titulo,
        centro_estudios: studies.centro_estudios ?? '',
        f_inicio: studies.f_inicio ?? '',
        f_final: studies.f_final,
      });
      return;
    }
    case 'skills':
      // Adding a skill the candidate has is no change.
      await addSkill(trx, reference, userId, row.proposed as string);
      return;
  }
}
