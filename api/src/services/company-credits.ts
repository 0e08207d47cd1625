// A company's balances of job posts and CV unlocks (docs/company-area.md#credits; migration 100). Every change goes
// through here, in the caller's transaction, with a movement row saying why.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { text } from '../i18n/catalogues';
import { HttpError } from '../lib/http-errors';
import type { AuthUser } from '../types';

export type CreditKind = 'job' | 'cv';
export type Balances = { job: number; cv: number };

/** Queries run on the pool or inside a transaction alike. */
type Queryable = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom' | 'executeQuery'>;

const COLUMN = { job: 'job_credits', cv: 'cv_credits' } as const;

/**
 * The company a company user acts for. The auth guard has checked the user type; an account without a company
 * (never made by registration, but possible in data) is refused rather than acting for nobody.
 */
export function companyIdOf(user: AuthUser): number {
  // Every company call asks it first: it comes with the session's lookup (liveSessionUser).
  if (!user.companyId) throw new HttpError(403, text('api.auth.unauthorized'));
  return user.companyId;
}

/** The row exists from the first time anyone looks: a new company gets its welcome job credit then. */
async function ensureRow(db: Queryable, companyId: number): Promise<void> {
  await db
    .insertInto('company_balances')
    .values({ company_id: companyId })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
}

export async function balancesOf(db: Queryable, companyId: number): Promise<Balances> {
  // The row made if missing and read in one statement (one round trip: docs/search.md#cpu-per-request): the insert's
  // RETURNING answers a new row, the select an existing one (it does not see the insert's row, which conflicted).
  const { rows } = await sql<{ job_credits: number; cv_credits: number }>`
    WITH made AS (
      INSERT INTO company_balances (company_id) VALUES (${companyId})
      ON CONFLICT (company_id) DO NOTHING RETURNING job_credits, cv_credits
    )
    SELECT job_credits, cv_credits FROM made
    UNION ALL
    SELECT job_credits, cv_credits FROM company_balances WHERE company_id = ${companyId}`.execute(db as Db);
  // Nothing when another call made the row at the same moment: this insert waited for that one to commit, then did
  // nothing, and the select's snapshot (taken as the statement began) does not see the row either. A new company's
  // first page asks its dashboard and its credits bar at once; it answered 500 (docs/company-area.md#credits).
  // A second statement, with a snapshot of its own, reads the row now committed.
  const row =
    rows[0] ??
    (
      await sql<{ job_credits: number; cv_credits: number }>`
      SELECT job_credits, cv_credits FROM company_balances WHERE company_id = ${companyId}`.execute(db as Db)
    ).rows[0];
  if (!row) throw new Error(`no balances for company ${companyId}`);
  return { job: row.job_credits, cv: row.cv_credits };
}

/** Whether the company has bought the minisite service (shown beside its balances). */
export async function hasMinisiteService(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('has_minisite_service')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.has_minisite_service;
}

/**
 * Spends one credit; false when none is left. One conditional UPDATE: concurrent spends serialise on the row and
 * the one that would go below zero matches nothing. Call it inside the transaction that does what was paid for,
 * so a failure after it gives the credit back.
 */
export async function spendCredit(
  db: Queryable,
  companyId: number,
  kind: CreditKind,
  reason: string,
  ref: string | number,
): Promise<boolean> {
  await ensureRow(db, companyId);
  const column = COLUMN[kind];
  const spent = await db
    .updateTable('company_balances')
    .set({ [column]: sql`${sql.ref(column)} - 1`, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where(column, '>=', 1)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) return false;
  await db
    .insertInto('company_credit_movements')
    .values({ company_id: companyId, kind, delta: -1, reason, ref: String(ref) })
    .execute();
  return true;
}

/** Adds credits (a paid payment, an admin's gift). Idempotence is the caller's: it adds once per payment. */
export async function addCredits(
  db: Queryable,
  companyId: number,
  kind: CreditKind,
  amount: number,
  reason: string,
  ref: string | number,
): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`addCredits: bad amount ${amount}`);
  await ensureRow(db, companyId);
  const column = COLUMN[kind];
  await db
    .updateTable('company_balances')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}`, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .execute();
  await db
    .insertInto('company_credit_movements')
    .values({ company_id: companyId, kind, delta: amount, reason, ref: String(ref) })
    .execute();
}
