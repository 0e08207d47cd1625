// A candidate deletes their account (docs/candidate-area.md#the-data-deletion-page): everything personal goes, only the reason stays.
import type { DestroyAccountRequest } from 'shared-kit/contracts';
import type { Db } from '../db/database';

/** Deletes the candidate's account with all its personal data, keeping only the reason for leaving. */
export async function deleteCandidateAccount(
  db: Db,
  me: { id: number; email: string },
  reason: DestroyAccountRequest,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The reason, without anything that names the person.
    await trx
      .insertInto('account_deletions')
      .values({
        user_type: 'candidate',
        motivo_id: reason.motivo_id,
        texto: reason.texto?.trim() || null,
      })
      .execute();
    // Mail waiting for or sent to the address is personal data too.
    await trx.deleteFrom('outbox').where('to_address', '=', me.email).execute();
    // Profile, languages, files (CVs, photo), sessions, favourites, applications, event registrations,
    // identities and reset links all go with the user row (ON DELETE CASCADE).
    await trx.deleteFrom('users').where('id', '=', me.id).where('type', '=', 'candidate').execute();
  });
}
