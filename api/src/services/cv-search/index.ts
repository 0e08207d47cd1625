// CV search (docs/company-area.md#cv-search): candidates who allow it (`candidates.cvsearch`), shown locked (no name,
// contact or files) until the company unlocks them with a CV credit, or free when they applied to one of its jobs.
// An unlock is one row per company and candidate, inserted in the transaction that spends the credit: a second
// unlock finds the row and spends nothing, and concurrent spends cannot take the balance below zero
// (services/company-credits.ts).
import type { CvSearchStats, LockedCandidate, UnlockedCandidate } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { readCv } from '../candidate-cvs';
import { candidateBasics, cvsOf } from '../company-applicants/candidates';
import { type Balances, balancesOf, spendCredit } from '../company-credits';
import type { FileStorage } from '../file-storage';
import { wireTime } from '../../lib/wire-time';
import { lockedViews } from './locked-views';

export { searchCvs } from './search';

const candidateNotFound = () => notFound(text('api.cvSearch.notFound'));

/** Which of these candidates the company unlocked, and which applied to one of its jobs. */
async function accessOf(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return { unlocked: new Set<number>(), applied: new Set<number>() };
  const [unlocks, applications] = await Promise.all([
    db
      .selectFrom('company_unlocks')
      .select('candidate_user_id')
      .where('company_id', '=', companyId)
      .where('candidate_user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select('applications.user_id')
      .distinct()
      .where('jobs.company_id', '=', companyId)
      .where('applications.user_id', 'in', userIds)
      .execute(),
  ]);
  return {
    unlocked: new Set(unlocks.map((row) => row.candidate_user_id)),
    applied: new Set(applications.map((row) => row.user_id)),
  };
}

async function unlockedView(db: Db, locked: LockedCandidate): Promise<UnlockedCandidate> {
  const [basics, cvs] = await Promise.all([candidateBasics(db, [locked.id]), cvsOf(db, locked.id)]);
  const who = basics.get(locked.id);
  if (!who) throw candidateNotFound();
  return {
    ...locked,
    unlocked: true,
    name: who.name,
    email: who.email,
    phone: who.phone,
    photo: who.photo,
    linkedin: who.linkedin,
    website: who.website,
    presentation_letter_html: who.presentation_letter_html,
    cvs,
  };
}

/**
 * What the company may know of a candidate: in CV search, or applied to one of its jobs; anyone else is not found.
 * `via` says why it is unlocked: the company paid ('unlock') or the candidate applied ('application').
 */
async function access(db: Db, companyId: number, candidateId: number) {
  const [row, { unlocked, applied }] = await Promise.all([
    db
      .selectFrom('candidates')
      .innerJoin('users', 'users.id', 'candidates.user_id')
      .select('candidates.cvsearch')
      .where('candidates.user_id', '=', candidateId)
      .where('users.type', '=', 'candidate')
      .executeTakeFirst(),
    accessOf(db, companyId, [candidateId]),
  ]);
  const isApplied = applied.has(candidateId);
  if (!row || (!row.cvsearch && !isApplied)) return null;
  const via = unlocked.has(candidateId) ? ('unlock' as const) : isApplied ? ('application' as const) : null;
  return { via, unlocked: via !== null };
}

/** `GET /api/companies/candidates/{id}`. */
export async function candidateView(db: Db, companyId: number, candidateId: number) {
  const allowed = await access(db, companyId, candidateId);
  if (!allowed) throw candidateNotFound();
  const [[locked], balances] = await Promise.all([
    lockedViews(db, companyId, [candidateId]),
    balancesOf(db, companyId),
  ]);
  if (!locked) throw candidateNotFound();
  return {
    candidate: allowed.unlocked ? await unlockedView(db, locked) : locked,
    unlocked: allowed.unlocked,
    via: allowed.via,
    balances,
  };
}

/**
 * `POST /api/companies/candidates/{id}/unlock`: one CV credit, once. A candidate who applied to the company's
 * jobs is unlocked already and costs nothing; no credit left is a 422 on `cv_credits` and unlocks nothing.
 */
export async function unlockCandidate(
  db: Db,
  companyId: number,
  candidateId: number,
): Promise<{ candidate: UnlockedCandidate; balances: Balances }> {
  const allowed = await access(db, companyId, candidateId);
  if (!allowed) throw candidateNotFound();
  if (!allowed.unlocked) {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('company_unlocks')
        .values({ company_id: companyId, candidate_user_id: candidateId })
        .onConflict((oc) => oc.columns(['company_id', 'candidate_user_id']).doNothing())
        .returning('candidate_user_id')
        .executeTakeFirst();
      // Another request unlocked it a moment before: already paid for.
      if (!inserted) return;
      if (!(await spendCredit(trx, companyId, 'cv', 'cv_unlock', candidateId))) {
        throw new ValidationFailed({ cv_credits: [text('api.cvSearch.noCredits')] });
      }
    });
  }
  const [[locked], balances] = await Promise.all([
    lockedViews(db, companyId, [candidateId]),
    balancesOf(db, companyId),
  ]);
  if (!locked) throw candidateNotFound();
  return { candidate: await unlockedView(db, locked), balances };
}

/** `GET /api/companies/candidates/{id}/cvs/{cvId}`: the CV's bytes, only when unlocked or applied. */
export async function candidateCv(db: Db, files: FileStorage, companyId: number, candidateId: number, cvId: number) {
  const allowed = await access(db, companyId, candidateId);
  if (!allowed?.unlocked) throw notFound(text('api.cv.notFound'));
  return readCv(db, files, candidateId, cvId);
}

/** `GET /api/candidates/unlocks`: the companies that unlocked the candidate, latest first. */
export async function unlocksOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('company_unlocks')
    .innerJoin('companies', 'companies.id', 'company_unlocks.company_id')
    .select(['companies.name', 'companies.slug', 'companies.logo', 'company_unlocks.created_at'])
    .where('company_unlocks.candidate_user_id', '=', userId)
    .orderBy('company_unlocks.created_at', 'desc')
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => ({
    company: { name: row.name, slug: row.slug, logo: row.logo },
    unlocked_at: wireTime(row.created_at),
  }));
}

/**
 * `GET /api/cv-search-stats`: candidates in CV search and their commonest languages and countries, from CV search's
 * own index (migration 242): its rows of language 0 are the searchable candidates, one each.
 */
export async function cvSearchStats(db: Db): Promise<CvSearchStats> {
  const candidates = db.selectFrom('cv_search_entries as entries').where('entries.language_id', '=', 0);
  const [total, languages, countries] = await Promise.all([
    candidates.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('cv_search_entries as entries')
      .innerJoin('languages', 'languages.id', 'entries.language_id')
      .select(['languages.slug', 'languages.name', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['languages.slug', 'languages.name'])
      .orderBy('n', 'desc')
      .orderBy('languages.name')
      .limit(12)
      .execute(),
    candidates
      .innerJoin('countries', 'countries.id', 'entries.country_id')
      .select(['countries.slug', 'countries.name', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['countries.slug', 'countries.name'])
      .orderBy('n', 'desc')
      .orderBy('countries.name')
      .limit(12)
      .execute(),
  ]);
  const counted = (row: { slug: string; name: string; n: string }) => ({
    slug: row.slug,
    name: row.name,
    count: Number(row.n),
  });
  return { total: Number(total.n), languages: languages.map(counted), countries: countries.map(counted) };
}
