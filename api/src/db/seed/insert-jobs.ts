// Jobs of the demo and of the tests, written in bulk. Its own module: index.ts (the whole seed) and
// landing-pages.ts (the landing pages' own jobs) both use it, and neither may import the other (no import cycles,
// docs/code-checks.md#no-import-cycles).
import type pg from 'pg';
import { parseSalary } from '../../services/salary';
import type { GeneratedJob } from './job-generator';
import { COUNTRIES } from './reference-data';

const ISO_BY_COUNTRY = new Map(COUNTRIES.map((country) => [country.id, country.iso_code]));
const isoOf = (countryId: number) => ISO_BY_COUNTRY.get(countryId) ?? null;

/**
 * Inserts jobs with their languages and skills in three set-based statements (unnest over arrays): one round trip
 * per table per batch instead of one per row. Returns the new ids in input order.
 */
export async function insertJobs(client: pg.Pool | pg.PoolClient, jobs: GeneratedJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const column = <K extends keyof GeneratedJob>(key: K) => jobs.map((job) => job[key]);
  // The free text read into the structured salary a company would have typed (migration 101), so the demo's
  // salaries count in the matchings' salary criterion (docs/product-rules.md#matchings) like a company's.
  const ranges = jobs.map((job) => parseSalary(job.salary, job.country_id === null ? null : isoOf(job.country_id)));
  const inserted = await client.query<{ id: number; url: string }>(
    `INSERT INTO jobs (url, title, description, company_id, city_id, country_id, remote_type, experience,
                       employment_type, salary, published_at, expires_at, status, content_lang,
                       salary_min, salary_max, salary_currency, salary_period)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::int[],
                          $9::int[], $10::text[], $11::timestamptz[], $12::timestamptz[], $13::text[], $14::text[],
                          $15::numeric[], $16::numeric[], $17::text[], $18::text[])
     RETURNING id, url`,
    [
      column('url'),
      column('title'),
      column('description'),
      column('company_id'),
      column('city_id'),
      column('country_id'),
      column('remote_type'),
      column('experience'),
      column('employment_type'),
      column('salary'),
      column('published_at'),
      column('expires_at'),
      column('status'),
      column('content_lang'),
      ranges.map((range) => range?.min ?? null),
      ranges.map((range) => range?.max ?? null),
      ranges.map((range) => range?.currency ?? null),
      ranges.map((range) => range?.period ?? null),
    ],
  );
  const idByUrl = new Map(inserted.rows.map((row) => [row.url, row.id]));
  const ids = jobs.map((job) => idByUrl.get(job.url) as number);

  const languageRows = {
    job: [] as number[],
    language: [] as number[],
    mandatory: [] as boolean[],
    level: [] as number[],
  };
  const skillRows = { job: [] as number[], skill: [] as number[] };
  jobs.forEach((job, index) => {
    const id = ids[index] as number;
    for (const language of job.languages) {
      languageRows.job.push(id);
      languageRows.language.push(language.language_id);
      languageRows.mandatory.push(language.mandatory);
      languageRows.level.push(language.level);
    }
    for (const skill of job.skill_ids) {
      skillRows.job.push(id);
      skillRows.skill.push(skill);
    }
  });
  await client.query(
    `INSERT INTO job_languages (job_id, language_id, mandatory, level)
     SELECT * FROM unnest($1::int[], $2::int[], $3::bool[], $4::smallint[]) ON CONFLICT DO NOTHING`,
    [languageRows.job, languageRows.language, languageRows.mandatory, languageRows.level],
  );
  await client.query(
    `INSERT INTO job_skills (job_id, skill_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
    [skillRows.job, skillRows.skill],
  );
  return ids;
}
