// The proposals of a candidate's CVs, kept with each CV until the candidate decides them
// (docs/product-rules.md#cv-extraction). Every query names the signed-in candidate's own id.
import { CV_PROPOSAL_FIELDS, type CvProposal, type PendingCvProposalsResponse } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { candidateProfile } from '../candidate-profile';
import type { ProposalDraft } from '../cv-extraction/proposals';
import type { ReferenceData } from '../reference';
import { type StoredProposal, withCurrent } from './compare';

/** The review's order: by field as CV_PROPOSAL_FIELDS lists them, then as the CV lists them. */
export function inReviewOrder<T extends { field: StoredProposal['field']; position: number }>(rows: T[]): T[] {
  const rank = (row: T) => CV_PROPOSAL_FIELDS.indexOf(row.field);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/**
 * Keeps what reading a CV proposed: the CV's earlier proposals are replaced (uploading the same file again reads it
 * again), in one transaction so that a reader never sees half of them.
 */
export async function storeProposals(db: Db, userId: number, cvId: number, drafts: ProposalDraft[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cv_proposals').where('cv_id', '=', cvId).where('user_id', '=', userId).execute();
    if (drafts.length === 0) return;
    await trx
      .insertInto('cv_proposals')
      .values(
        drafts.map((draft) => ({
          cv_id: cvId,
          user_id: userId,
          field: draft.field,
          position: draft.position,
          proposed: JSON.stringify(draft.proposed),
        })),
      )
      .execute();
  });
}

/** The undecided proposals of the candidate's CVs (of one CV when `cvId` is given), each CV's in review order. */
async function undecided(db: Db, userId: number, cvId?: number) {
  let query = db
    .selectFrom('cv_proposals')
    .innerJoin('candidate_cvs', 'candidate_cvs.id', 'cv_proposals.cv_id')
    .select([
      'cv_proposals.id',
      'cv_proposals.cv_id',
      'cv_proposals.field',
      'cv_proposals.position',
      'cv_proposals.proposed',
      'candidate_cvs.name',
      'candidate_cvs.created_at',
    ])
    .where('cv_proposals.user_id', '=', userId)
    .where('candidate_cvs.user_id', '=', userId)
    .where('cv_proposals.decision', 'is', null);
  if (cvId !== undefined) query = query.where('cv_proposals.cv_id', '=', cvId);
  const rows = await query.execute();
  return rows;
}

/** What one CV proposes and is still to decide, next to the profile: the `items` of an upload's answer. */
export async function cvProposalItems(
  db: Db,
  reference: ReferenceData,
  userId: number,
  cvId: number,
): Promise<CvProposal[]> {
  const [rows, { user }] = await Promise.all([undecided(db, userId, cvId), candidateProfile(db, userId)]);
  return inReviewOrder(rows).map((row) => withCurrent(row, user, reference));
}

/**
 * `GET /api/candidates/mycv/proposals`: per CV, the newest first, what is still to decide. A proposal the profile
 * already holds asks for no decision and is left out, and so is a CV with nothing left.
 */
export async function pendingProposals(
  db: Db,
  reference: ReferenceData,
  userId: number,
): Promise<PendingCvProposalsResponse> {
  const [rows, { user }] = await Promise.all([undecided(db, userId), candidateProfile(db, userId)]);
  const byCv = new Map<number, { cv_id: number; name: string; at: number; items: CvProposal[] }>();
  for (const row of inReviewOrder(rows)) {
    const item = withCurrent(row, user, reference);
    if (item.same) continue;
    const cv = byCv.get(row.cv_id) ?? {
      cv_id: row.cv_id,
      name: row.name,
      at: new Date(row.created_at).getTime(),
      items: [],
    };
    cv.items.push(item);
    byCv.set(row.cv_id, cv);
  }
  const cvs = [...byCv.values()].sort((a, b) => b.at - a.at || b.cv_id - a.cv_id);
  return { cvs: cvs.map(({ cv_id, name, items }) => ({ cv_id, name, items })) };
}
