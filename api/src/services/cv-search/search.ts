// The search of CV search (docs/company-area.md#cv-search): the candidates who allow it and match the company's
// filters, most recently active first, counted up to a cap (docs/search.md#cv-search-from-its-own-index).
import { sql } from 'kysely';
import { CV_SEARCH_PAGE_SIZE, type CvSearchQuery, pageEnvelope } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { balancesOf } from '../company-credits';
import { lockedViews } from './locked-views';

/** The most matches a CV search counts; past it the answer says `total_capped` ("1,000+ candidates"). */
const CV_SEARCH_COUNT_CAP = 1_000;

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
  const [countryId] = countryIds;
  const [cityId] = cityIds;
  // Every filter reads CV search's own index (migration 242, docs/search.md#cv-search-from-its-own-index): the rows
  // of the first language asked for (language 0, every searchable candidate, when none is), at least at `level`, in
  // the place asked for. Its rows are only ever those of candidates who allow CV search.
  const [firstLanguage, ...otherLanguages] = languageIds;
  let filtered = db
    .selectFrom('cv_search_entries as entries')
    .where('entries.language_id', '=', firstLanguage ?? 0)
    .$if(firstLanguage !== undefined, (query) => query.where('entries.level', '>=', level))
    .$if(countryId !== undefined, (query) => query.where('entries.country_id', '=', countryId as number))
    .$if(cityId !== undefined, (query) => query.where('entries.city_id', '=', cityId as number));
  // Every other language asked for, each at least at `level`; every skill asked for.
  for (const languageId of otherLanguages) {
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('candidate_languages')
          .select(sql.lit(1).as('one'))
          .whereRef('candidate_languages.user_id', '=', 'entries.user_id')
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
          .whereRef('candidate_skills.user_id', '=', 'entries.user_id')
          .where('candidate_skills.skill_id', '=', skillId),
      ),
    );
  }
  const keywords = query.keywords?.trim();
  if (keywords) {
    const pattern = likePattern(keywords);
    filtered = filtered.where((eb) =>
      eb.or([
        // The headline read per entry, as a value: as EXISTS, PostgreSQL hashed every candidate whose headline
        // matched before the first entry when most did (68 ms for "professional" on the bench's data).
        eb(
          eb
            .selectFrom('candidates')
            .select('candidates.headline')
            .whereRef('candidates.user_id', '=', 'entries.user_id'),
          'ilike',
          pattern,
        ),
        eb.exists(
          eb
            .selectFrom('candidate_experience')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_experience.user_id', '=', 'entries.user_id')
            .where('candidate_experience.puesto', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('candidate_education')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_education.user_id', '=', 'entries.user_id')
            .where('candidate_education.titulo', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('candidate_skills')
            .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
            .select(sql.lit(1).as('one'))
            .whereRef('candidate_skills.user_id', '=', 'entries.user_id')
            .where('skills.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const rows = CV_SEARCH_PAGE_SIZE;
  const from = (page - 1) * rows;
  // As a job list counts (docs/search.md#the-query): the first cap + 1 matches by the plan PostgreSQL likes best,
  // counted and, when they are all the matches, sorted into the page in the same query. Counting every English
  // speaker of 100,000 candidates exactly cost 40-120 ms of PostgreSQL per page (docs/search.md#on-a-quiet-machine-at-full-scale-session-13);
  // "1,000+ candidates" tells a recruiter as much.
  const [first, balances] = await Promise.all([
    db
      .with('matches', () => filtered.select(['entries.user_id', 'entries.active_at']).limit(CV_SEARCH_COUNT_CAP + 1))
      .selectNoFrom([
        sql<number>`(SELECT count(*) FROM matches)::int`.as('count'),
        sql<number[]>`ARRAY(SELECT user_id FROM matches ORDER BY active_at DESC, user_id DESC
          OFFSET ${from}::int LIMIT ${rows}::int)`.as('ids'),
      ])
      .executeTakeFirstOrThrow(),
    balancesOf(db, companyId),
  ]);
  const capped = first.count > CV_SEARCH_COUNT_CAP;
  // More than the cap: the page is the most recently active of all the matches, found by walking the index newest
  // first until it has a page.
  const ids = capped
    ? (
        await filtered
          .select('entries.user_id')
          .orderBy('entries.active_at', 'desc')
          .orderBy('entries.user_id', 'desc')
          .offset(from)
          .limit(rows)
          .execute()
      ).map((row) => row.user_id)
    : first.ids;
  const total = Math.min(first.count, CV_SEARCH_COUNT_CAP);
  return {
    candidates: await lockedViews(db, companyId, ids),
    ...pageEnvelope(total, page, rows),
    total_capped: capped,
    balances,
  };
}
