// The candidate's decisions on a CV's proposals (docs/product-rules.md#cv-extraction): any number of them in one
// call and one transaction, so "Accept all" is one request. Accepted proposals are written through their fields'
// own rules, in the review's order; if any of them is refused, nothing is written and the 422 names each refused
// row and its field (`experience.2.f_inicio`), so the screen shows every reason at once on its row. A proposal the
// candidate corrected is written as corrected, and its refusals name the correction (`corrections.0.f_inicio`).
import type { CvProposalDecisionsRequest } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { type Text, text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { lockOwnCv } from '../candidate-cvs';
import type { ReferenceData } from '../reference';
import { applyProposal } from './apply';
import type { StoredProposal } from './compare';
import { type CorrectionAt, corrected, correctionsById } from './correct';
import { inReviewOrder } from './store';

export type DecisionCounts = { accepted: number; rejected: number; reopened: number };

const notFound = () => new HttpError(404, text('api.cvProposals.notFound'));

/**
 * The 422's key of a refused row: the row (`experience.2`), or its correction when it has one (`corrections.0`),
 * then the field its call named (`f_inicio`).
 */
function rowKey(row: StoredProposal, field: string, correction: CorrectionAt | undefined): string {
  if (correction) return field.startsWith('corrections.') ? field : `corrections.${correction.index}.${field}`;
  const at = `${row.field}.${row.position}`;
  return field === row.field ? at : `${at}.${field}`;
}

/** An id may be in one list only: which list names one a second time, if any. */
function twice(body: CvProposalDecisionsRequest): string | null {
  const seen = new Set<number>();
  for (const list of ['accept', 'reject', 'reopen'] as const) {
    for (const id of body[list] ?? []) {
      if (seen.has(id)) return list;
      seen.add(id);
    }
  }
  return null;
}

export async function decideProposals(
  db: Db,
  reference: ReferenceData,
  userId: number,
  cvId: number,
  body: CvProposalDecisionsRequest,
): Promise<DecisionCounts> {
  const again = twice(body);
  if (again) throw new ValidationFailed({ [again]: [text('api.cvProposals.twice')] });
  const corrections = correctionsById(body);
  const accept = new Set(body.accept ?? []);
  const reject = new Set(body.reject ?? []);
  const reopen = new Set(body.reopen ?? []);
  const ids = [...accept, ...reject, ...reopen];

  return db.transaction().execute(async (trx) => {
    // Every change of the candidate's profile locks this row first: two calls at once apply one after the other.
    await lockOwnCv(trx, userId, cvId);
    if (ids.length === 0) return { accepted: 0, rejected: 0, reopened: 0 };
    const rows = await trx
      .selectFrom('cv_proposals')
      .select(['id', 'field', 'position', 'proposed', 'decision'])
      .where('cv_id', '=', cvId)
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== ids.length) throw notFound();

    // Accepted once is done: accepting again (a second tab, a retry) writes nothing twice.
    const toAccept = inReviewOrder(rows.filter((row) => accept.has(row.id) && row.decision !== 'accepted'));
    const errors: Record<string, Text[]> = {};
    for (const row of toAccept) {
      const correction = corrections.get(row.id);
      try {
        await applyProposal(trx, reference, userId, correction ? corrected(row, correction) : row);
      } catch (error) {
        // Our own checks refuse before writing, so the transaction is still usable for the next row's checks.
        if (!(error instanceof ValidationFailed)) throw error;
        for (const [field, messages] of Object.entries(error.errors)) errors[rowKey(row, field, correction)] = messages;
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    // What the candidate changed is kept next to what the CV said (migration 190): how often the reading was wrong.
    for (const row of toAccept) {
      const correction = corrections.get(row.id);
      if (!correction) continue;
      await trx
        .updateTable('cv_proposals')
        .set({ corrected: JSON.stringify(correction.fields) })
        .where('id', '=', row.id)
        .where('user_id', '=', userId)
        .execute();
    }

    const decide = async (
      wanted: Set<number>,
      decision: 'accepted' | 'rejected' | null,
      from: Array<string | null>,
    ) => {
      const chosen = rows.filter((row) => wanted.has(row.id) && from.includes(row.decision)).map((row) => row.id);
      if (chosen.length === 0) return 0;
      await trx
        .updateTable('cv_proposals')
        .set({ decision, decided_at: decision ? new Date() : null })
        .where('id', 'in', chosen)
        .execute();
      return chosen.length;
    };
    return {
      accepted: await decide(accept, 'accepted', [null, 'rejected']),
      // An accepted proposal is in the profile: rejecting or reopening it changes nothing (the profile's own calls do).
      rejected: await decide(reject, 'rejected', [null]),
      reopened: await decide(reopen, null, ['rejected']),
    };
  });
}

/** The notice of a decisions call, in the caller's language: what was saved, else what was rejected or reopened. */
export function decisionsMessage(counts: DecisionCounts): Text {
  if (counts.accepted > 0) return text('api.cvProposals.saved', { count: counts.accepted });
  if (counts.rejected > 0) return text('api.cvProposals.rejected', { count: counts.rejected });
  if (counts.reopened > 0) return text('api.cvProposals.reopened', { count: counts.reopened });
  return text('api.cvProposals.unchanged');
}
