import { sql } from 'kysely';
import { DEFAULT_LOCALE, type Job, type Locale, type SalaryRange } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { oneOf, oneOfShape, prepared } from '../../db/prepared';
import { queryTemplate } from '../../db/query-template';
import { cityName } from '../place-names';
import { parseSalary } from '../salary';
import { jobIsAvailable, jobWasPublic } from './search';
import { byName, languageOfCode, levelOfCode, placeRows, tagNames } from './tag-names';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

type TagNames = Awaited<ReturnType<typeof tagNames>>;

/** Length of `description` in job lists; the job page gets the full text. */
const LIST_DESCRIPTION_LENGTH = 300;

/**
 * A job's languages, mandatory first (the client builds /jobs-for-{languages}-speakers links from this order), then by
 * name; a language with no row left is left out. They come as the job row's codes (migration 241: language id × 10 +
 * level, 0 for none), the mandatory ones in `mandatory_languages` in the same code.
 */
function jobLanguages(codes: number[], mandatoryCodes: number[], names: TagNames): Job['languages'] {
  const mandatory = new Set(mandatoryCodes.map(languageOfCode));
  const languages = codes.flatMap((code) => {
    const id = languageOfCode(code);
    const tag = names.language(id);
    return tag ? [{ name: tag.name, slug: tag.slug, mandatory: mandatory.has(id), level: levelOfCode(code) }] : [];
  });
  return languages.sort((a, b) => Number(b.mandatory) - Number(a.mandatory) || byName(a, b));
}

/** A job's skills by name. */
function jobSkills(ids: number[], names: TagNames): Job['skills'] {
  return ids
    .flatMap((id) => {
      const tag = names.skill(id);
      return tag ? [{ slug: tag.slug, name: tag.name }] : [];
    })
    .sort(byName);
}

type SalaryColumns = {
  salary: string | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  salary_period: string | null;
};

/**
 * The salary range of a job: the structured salary a company gave (docs/company-area.md#jobs) when it is set, else
 * what can be read from the free text of imported jobs.
 */
function salaryRange(row: SalaryColumns, countryIso2: string | null): SalaryRange | null {
  if (row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_period) {
    return {
      min: Number(row.salary_min),
      max: Number(row.salary_max),
      currency: row.salary_currency,
      period: row.salary_period as SalaryRange['period'],
    };
  }
  return parseSalary(row.salary, countryIso2);
}

/**
 * Which jobs hydration answers at all. `public` (the default): never a draft, which was never public, nor a job
 * closed by moderation, which is gone from every public surface (docs/product-rules.md#job-moderation): anyone's
 * read of them is a 404. `history`: a candidate's own lists (favourites, applications) keep a job they saved or
 * applied to that was public once (`jobWasPublic`: closed or moderated ones too), marked unavailable. `all`: its
 * company's preview and the admin (docs/company-area.md#jobs).
 */
export type JobVisibility = 'public' | 'history' | 'all';
const HIDDEN: Record<JobVisibility, ('draft' | 'moderated')[]> = {
  public: ['draft', 'moderated'],
  history: [],
  all: [],
};

/**
 * The job rows and their company (the places, languages and skills are ids on the row, named from memory:
 * docs/search.md#a-jobs-card-from-its-own-row), for the given ids as the visibility allows.
 */
const hydrationQuery = queryTemplate(
  (db, shape: { ids: string; description: 'full' | 'list'; visibility: JobVisibility }, ids: readonly number[]) => {
    const { description, visibility } = shape;
    const hidden = HIDDEN[visibility];
    return db
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select([
        'jobs.id',
        'jobs.url',
        'jobs.title',
        (description === 'full'
          ? sql<string>`jobs.description`
          : sql<string>`left(jobs.description, ${LIST_DESCRIPTION_LENGTH})`
        ).as('description'),
        'jobs.content_lang',
        'jobs.experience',
        'jobs.employment_type',
        'jobs.salary',
        'jobs.salary_min',
        'jobs.salary_max',
        'jobs.salary_currency',
        'jobs.salary_period',
        'jobs.published_at',
        'jobs.expires_at',
        jobIsAvailable.as('available'),
        'companies.id as company_id',
        'companies.name as company_name',
        'companies.slug as company_slug',
        'companies.logo as company_logo',
        'jobs.city_id',
        'jobs.country_id',
        'jobs.remote_type',
        'jobs.language_codes',
        'jobs.mandatory_languages',
        'jobs.skill_ids',
      ])
      .where(oneOf('jobs.id', ids))
      .$if(hidden.length > 0, (query) => query.where('jobs.status', 'not in', hidden))
      .$if(visibility === 'history', (query) => query.where(jobWasPublic));
  },
);

/**
 * Turns job ids into wire-format jobs, in the order given: one query for the jobs with their company, city,
 * country, remote type, languages and skills (no N+1). Jobs the visibility hides are left out. The city is named in
 * `locale` (docs/i18n.md#place-names), English (as stored) unless given.
 */
export async function hydrateJobs(
  db: Db,
  ids: number[],
  options: { fullDescription?: boolean; visibility?: JobVisibility; locale?: Locale } = {},
): Promise<Job[]> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (ids.length === 0) return [];
  // A named prepared statement (docs/search.md#prepared-hydration): planning this join was a third of its time.
  // Its text must not change with the number of ids, so they go as one array (one id has its own text: oneOf).
  // Built once per shape (docs/search.md#queries-built-once).
  const rows = await prepared(
    db,
    hydrationQuery(
      {
        ids: oneOfShape(ids),
        description: options.fullDescription ? 'full' : 'list',
        visibility: options.visibility ?? 'public',
      },
      ids,
    ),
  );

  const [names, places] = await Promise.all([
    tagNames(
      db,
      rows.flatMap((row) => row.language_codes.map(languageOfCode)),
      rows.flatMap((row) => row.skill_ids),
    ),
    placeRows(
      db,
      rows.flatMap((row) => (row.city_id === null ? [] : [row.city_id])),
      rows.flatMap((row) => (row.country_id === null ? [] : [row.country_id])),
      rows.flatMap((row) => (row.remote_type === null ? [] : [row.remote_type])),
    ),
  ]);
  const byId = new Map<number, Job>();
  for (const row of rows) {
    const city = places.city(row.city_id);
    const country = places.country(row.country_id);
    const remote = places.remote(row.remote_type);
    byId.set(row.id, {
      id: row.id,
      url: row.url,
      title: row.title,
      description: row.description,
      // The language the company wrote the job in, so pages mark it with `lang` (docs/i18n.md#the-rules).
      content_lang: row.content_lang,
      company: { id: row.company_id, name: row.company_name, slug: row.company_slug, logo: row.company_logo },
      city: city ? { slug: city.slug, name: cityName(city, locale), country_slug: city.country_slug } : null,
      country: country
        ? {
            id: country.id,
            slug: country.slug,
            name: country.name,
            continente: country.continente ?? 0,
            iso2: country.iso2,
          }
        : null,
      remote: remote ? { slug: remote.slug, name: remote.name } : null,
      languages: jobLanguages(row.language_codes, row.mandatory_languages, names),
      skills: jobSkills(row.skill_ids, names),
      experience: row.experience,
      employment_type: row.employment_type,
      salary: row.salary,
      // Read here, once for every caller (lists, job page, related jobs, JSON-LD): docs/contracts.md#jobs.
      salary_range: salaryRange(row, country?.iso2 ?? null),
      published_at: wireTime(row.published_at),
      expires_at: wireTimeOrNull(row.expires_at),
      available: row.available,
      extra: null,
    });
  }
  return ids.map((id) => byId.get(id)).filter((job): job is Job => job !== undefined);
}
