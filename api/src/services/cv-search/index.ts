// CV search (docs/company-area.md#cv-search): candidates who allow it (`candidates.cvsearch`), shown locked (no name,
// contact or files) until the company unlocks them with a CV credit, or free when they applied to one of its jobs.
// An unlock is one row per company and candidate, inserted in the transaction that spends the credit: a second
// unlock finds the row and spends nothing, and concurrent spends cannot take the balance below zero
// (services/company-credits.ts).
import { type ExpressionBuilder, sql } from 'kysely';
import {
  CV_SEARCH_PAGE_SIZE,
  type CvSearchQuery,
  type CvSearchStats,
  type LockedCandidate,
  pageEnvelope,
  type UnlockedCandidate,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { readCv } from '../candidate-cvs';
import {
  candidateBasics,
  candidateProfiles,
  cvsOf,
  likePattern,
  totalYears,
  yearsBetween,
} from '../company-applicants/candidates';
import { type Balances, balancesOf, spendCredit } from '../company-credits';
import type { FileStorage } from '../file-storage';
import { wireTime } from '../../lib/wire-time';

/** The most matches a CV search counts; past it the answer says `total_capped` ("1,000+ candidates"). */
const CV_SEARCH_COUNT_CAP = 1_000;

const candidateNotFound = () => notFound(text('api.cvSearch.notFound'));
const unknown = (field: string) => new ValidationFailed({ [field]: [text('api.validation.selected', { field })] });

const slugList = (value: string | undefined) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 20);

/** The ids of slugs in a reference table, whatever their case ('English', 'english'); an unknown one is a 422. */
async function idsOf(db: Db, table: 'languages' | 'skills' | 'countries' | 'cities', slugs: string[], field: string) {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select(['id', sql<string>`lower(slug)`.as('key')])
    .where(sql`lower(slug)`, 'in', slugs)
    .execute();
  if (new Set(rows.map((row) => row.key)).size < slugs.length) throw unknown(field);
  return [...new Set(rows.map((row) => row.id))];
}

/** The same, from a list already in memory (the reference cache's languages): no round trip. */
function idsAmong(rows: readonly { id: number; slug: string }[], slugs: string[], field: string) {
  const found = rows.filter((row) => slugs.includes(row.slug.toLowerCase()));
  if (new Set(found.map((row) => row.slug.toLowerCase())).size < slugs.length) throw unknown(field);
  return [...new Set(found.map((row) => row.id))];
}

/**
 * `GET /api/companies/cvsearch`: a page of locked candidates, the most recently active first. `languages`: the
 * board's languages, from the reference cache (services/reference.ts) when the caller has it, one round trip less
 * (docs/search.md#cpu-per-request).
 */
export async function searchCvs(
  db: Db,
  companyId: number,
  query: CvSearchQuery,
  languages?: readonly { id: number; slug: string }[],
) {
  const page = query.page ?? 1;
  const languageSlugs = slugList(query.languages);
  const [languageIds, skillIds, countryIds, cityIds] = await Promise.all([
    languages ? idsAmong(languages, languageSlugs, 'languages') : idsOf(db, 'languages', languageSlugs, 'languages'),
    idsOf(db, 'skills', slugList(query.skills), 'skills'),
    idsOf(db, 'countries', slugList(query.country).slice(0, 1), 'country'),
    idsOf(db, 'cities', slugList(query.city).slice(0, 1), 'city'),
  ]);
  const level = query.level ?? 1;
  // What the candidate wrote (languages, skills, keywords) is on `candidates` and its tables; the place is on
  // `users`, joined below only where it is needed (docs/search.md#cv-search-counted-without-the-users).
  let filtered = db.selectFrom('candidates').where('candidates.cvsearch', '=', true);
  // Every language asked for, each at least at `level`; every skill asked for.
  for (const languageId of languageIds) {
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('candidate_languages')
          .select(sql.lit(1).as('one'))
          .whereRef('candidate_languages.user_id', '=', 'candidates.user_id')
          .where('candidate_languages.language_id', '=', languageId)
          .where('candidate_languages.level', '>=', level),
      ),
    );
  }
  for (const skillId of skillIds) {
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('candidate_skills')
          .select(sql.lit(1).as('one'))
          .whereRef('candidate_skills.user_id', '=', 'candidates.user_id')
          .where('candidate_skills.skill_id', '=', skillId),
      ),
    );
  }
  const keywords = query.keywords?.trim();
  if (keywords) {
    const pattern = likePattern(keywords);
    filtered = filtered.where((eb: ExpressionBuilder<Database, 'candidates'>) =>
      eb.or([
        eb('candidates.headline', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('candidate_experience')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_experience.user_id', '=', 'candidates.user_id')
            .where('candidate_experience.puesto', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('candidate_education')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_education.user_id', '=', 'candidates.user_id')
            .where('candidate_education.titulo', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('candidate_skills')
            .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_skills.user_id', '=', 'candidates.user_id')
            .where('skills.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [countryId] = countryIds;
  const [cityId] = cityIds;
  const located = countryId !== undefined || cityId !== undefined;
  const withUsers = filtered
    .innerJoin('users', 'users.id', 'candidates.user_id')
    .where('users.type', '=', 'candidate')
    .$if(countryId !== undefined, (query) => query.where('users.fk_pais_id', '=', countryId as number))
    .$if(cityId !== undefined, (query) => query.where('users.fk_city_id', '=', cityId as number));
  const rows = CV_SEARCH_PAGE_SIZE;
  const from = (page - 1) * rows;
  // As a job list counts (docs/search.md#the-query): the first cap + 1 matches by the plan PostgreSQL likes best,
  // counted and, when they are all the matches, sorted into the page in the same query. Counting every English
  // speaker of 100,000 candidates exactly cost 40-120 ms of PostgreSQL per page (docs/search.md#on-a-quiet-machine-at-full-scale-session-13);
  // "1,000+ candidates" tells a recruiter as much. Without a place, the matches are counted on `candidates` alone
  // (a candidates row is only ever made for a candidate: services/users.ts) and `users` is read for the page only,
  // when the matches are few: half the count's reads (docs/search.md#cv-search-counted-without-the-users).
  const [first, balances] = await Promise.all([
    located
      ? db
          .with('matches', () =>
            withUsers.select(['candidates.user_id', 'users.updated_at']).limit(CV_SEARCH_COUNT_CAP + 1),
          )
          .selectNoFrom([
            sql<number>`(SELECT count(*) FROM matches)::int`.as('count'),
            sql<number[]>`ARRAY(SELECT user_id FROM matches ORDER BY updated_at DESC, user_id DESC
              OFFSET ${from}::int LIMIT ${rows}::int)`.as('ids'),
          ])
          .executeTakeFirstOrThrow()
      : db
          .with('matches', () => filtered.select('candidates.user_id').limit(CV_SEARCH_COUNT_CAP + 1))
          .selectNoFrom([
            sql<number>`(SELECT count(*) FROM matches)::int`.as('count'),
            // Only when they are all the matches: past the cap the page is walked below.
            sql<number[] | null>`CASE WHEN (SELECT count(*) FROM matches) <= ${CV_SEARCH_COUNT_CAP}::int THEN
              ARRAY(SELECT matches.user_id FROM matches JOIN users ON users.id = matches.user_id
                AND users.type = 'candidate' ORDER BY users.updated_at DESC, users.id DESC
                OFFSET ${from}::int LIMIT ${rows}::int) END`.as('ids'),
          ])
          .executeTakeFirstOrThrow(),
    balancesOf(db, companyId),
  ]);
  const capped = first.count > CV_SEARCH_COUNT_CAP;
  // More than the cap: the page is the most recently active of all the matches, found by walking
  // users_candidates_recent newest first until it has a page (migration 231).
  const ids = capped
    ? (
        await withUsers
          .select('candidates.user_id')
          .orderBy('users.updated_at', 'desc')
          .orderBy('users.id', 'desc')
          .offset(from)
          .limit(rows)
          .execute()
      ).map((row) => row.user_id)
    : (first.ids ?? []);
  const total = Math.min(first.count, CV_SEARCH_COUNT_CAP);
  return {
    candidates: await lockedViews(db, companyId, ids),
    ...pageEnvelope(total, page, rows),
    total_capped: capped,
    balances,
  };
}

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

/**
 * The locked views, in the order of `userIds`. Built field by field: nothing identifying can slip in. One query for
 * the whole page (`candidateProfiles`: records and the company's access in each candidate's row).
 */
async function lockedViews(db: Db, companyId: number, userIds: number[]): Promise<LockedCandidate[]> {
  if (userIds.length === 0) return [];
  const profiles = await candidateProfiles(db, companyId, userIds);
  return userIds.flatMap((id) => {
    const who = profiles.get(id);
    if (!who) return [];
    return [
      {
        id,
        headline: who.headline,
        city: who.city,
        country: who.country,
        languages: who.languages,
        skills: who.skills,
        experience: who.experience.map((entry) => ({
          title: entry.title,
          years: yearsBetween(entry.from, entry.to),
        })),
        education: who.education.map((entry) => ({ title: entry.title })),
        relocate: who.relocate,
        work_permit: who.work_permit,
        // Facts a recruiter decides on before unlocking; nothing here names or reaches the person.
        experience_years: totalYears(who.experience),
        last_title: who.experience[0]?.title ?? null,
        availability: who.working_status,
        unlocked: who.applied || who.unlocked,
        applied: who.applied,
      },
    ];
  });
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

/** `GET /api/cv-search-stats`: candidates in CV search and their commonest languages and countries. */
export async function cvSearchStats(db: Db): Promise<CvSearchStats> {
  const inSearch = db
    .selectFrom('candidates')
    .innerJoin('users', 'users.id', 'candidates.user_id')
    .where('candidates.cvsearch', '=', true)
    .where('users.type', '=', 'candidate');
  const [total, languages, countries] = await Promise.all([
    inSearch.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    inSearch
      .innerJoin('candidate_languages', 'candidate_languages.user_id', 'candidates.user_id')
      .innerJoin('languages', 'languages.id', 'candidate_languages.language_id')
      .select(['languages.slug', 'languages.name', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['languages.slug', 'languages.name'])
      .orderBy('n', 'desc')
      .orderBy('languages.name')
      .limit(12)
      .execute(),
    inSearch
      .innerJoin('countries', 'countries.id', 'users.fk_pais_id')
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
