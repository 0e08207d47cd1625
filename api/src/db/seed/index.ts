import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../database';
import type { ScreeningQuestionKind } from 'shared-kit/contracts';
import { hashPassword } from '../../lib/passwords';
import { DEMO_COMPANIES } from './companies';
import { withGinPendingLists } from './gin-bulk';
import { insertJobs } from './insert-jobs';
import { seedLandingPages } from './landing-pages';
import { seedDemoBlog } from './demo-blog';
import { seedDemoEvents } from './demo-events';
import { seedEventPages } from './event-pages';
import { seedCompanyLogos } from './logos';
import { seedDemoMinisites } from './minisites';
import { createRandom, generateJob } from './job-generator';
import { CITIES, COUNTRIES, careerEvents, KEYWORDS, LANGUAGES, REMOTE_TYPES, SECTORS, SKILLS } from './reference-data';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = {
  candidate: 'candidate@example.com',
  company: 'company@example.com',
  admin: 'admin@example.com',
} as const;

type Logger = { info: (obj: object | string, msg?: string) => void };

/** Reference lists every deployment needs. Idempotent: existing rows are updated, none deleted. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('languages')
      .values(LANGUAGES)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ slug: eb.ref('excluded.slug'), name: eb.ref('excluded.name') })),
      )
      .execute();
    await trx
      .insertInto('countries')
      .values(COUNTRIES)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          name: eb.ref('excluded.name'),
          iso_code: eb.ref('excluded.iso_code'),
          continente: eb.ref('excluded.continente'),
        })),
      )
      .execute();
    await trx
      .insertInto('cities')
      .values(CITIES)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          name: eb.ref('excluded.name'),
          country_id: eb.ref('excluded.country_id'),
        })),
      )
      .execute();
    await trx
      .insertInto('remote_types')
      .values(REMOTE_TYPES)
      .onConflict((oc) =>
        oc
          .column('slug')
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), position: eb.ref('excluded.position') })),
      )
      .execute();
    for (const table of ['skills', 'keywords', 'sectors'] as const) {
      const rows = table === 'skills' ? SKILLS : table === 'keywords' ? KEYWORDS : SECTORS;
      await trx
        .insertInto(table)
        .values(rows)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({ slug: eb.ref('excluded.slug'), name: eb.ref('excluded.name') })),
        )
        .execute();
    }
    await trx
      .insertInto('career_events')
      .values(careerEvents(new Date()))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
  await seedLandingPages(db);
  // The special events' landing and event pages, published (only the missing ones).
  await seedEventPages(db);
}

async function upsertUser(
  db: Db,
  values: {
    email: string;
    type: 'candidate' | 'company' | 'admin';
    nombre: string;
    apellidos: string | null;
    company_id?: number | null;
    fk_pais_id?: number | null;
    fk_city_id?: number | null;
    poblacion?: string | null;
  },
  passwordHash: string,
): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', values.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('users')
    .values({ ...values, email: values.email.toLowerCase(), password_hash: passwordHash, validado: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The three demo accounts (password `demo-password`). Idempotent. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const spain = COUNTRIES.find((country) => country.slug === 'Spain')?.id ?? null;
  const germany = COUNTRIES.find((country) => country.slug === 'Germany')?.id;
  const madrid = CITIES.find((city) => city.slug === 'Madrid' && city.country_id === spain)?.id ?? null;
  const sectorIds = (...slugs: string[]) => SECTORS.filter((sector) => slugs.includes(sector.slug)).map((s) => s.id);
  const candidateId = await upsertUser(
    db,
    {
      email: DEMO_ACCOUNTS.candidate,
      type: 'candidate',
      nombre: 'Maria',
      apellidos: 'García López',
      fk_pais_id: spain,
      fk_city_id: madrid,
      poblacion: 'Madrid',
    },
    passwordHash,
  );
  await db
    .insertInto('candidates')
    .values({
      user_id: candidateId,
      headline: 'Multilingual customer success specialist',
      presentation_letter: 'I speak Spanish, English and German and would love to work abroad.',
      presentation_letter_html: '<p>I speak Spanish, English and German and would love to work abroad.</p>',
      work_internship: false,
      work_permit: true,
      // Open to moving to Germany, and to customer service and tourism: the demo's matchings show every criterion.
      relocate: true,
      destination: germany ? [germany] : [],
      categories: sectorIds('customer-service', 'tourism-and-hospitality'),
      working_status: 1,
      salary_from: 28000,
      salary_to: 36000,
      salary: null,
      path_foto: null,
      accepted_at: new Date(),
      linkedin: 'https://www.linkedin.com/in/maria-garcia-demo',
      website: null,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const levels: [string, number][] = [
    ['Spanish', 4],
    ['English', 3],
    ['German', 2],
  ];
  await db
    .insertInto('candidate_languages')
    .values(
      levels.map(([slug, level]) => ({
        user_id: candidateId,
        language_id: LANGUAGES.find((language) => language.slug === slug)?.id ?? 1,
        level,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'language_id']).doNothing())
    .execute();
  await db
    .insertInto('candidate_skills')
    .values(
      SKILLS.filter((skill) => ['customer-service', 'zendesk', 'excel', 'communication'].includes(skill.slug)).map(
        (skill) => ({ user_id: candidateId, skill_id: skill.id }),
      ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'skill_id']).doNothing())
    .execute();

  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  await upsertUser(
    db,
    {
      email: DEMO_ACCOUNTS.company,
      type: 'company',
      nombre: 'Jonas',
      apellidos: 'Becker',
      company_id: company?.id ?? null,
    },
    passwordHash,
  );
  await upsertUser(db, { email: DEMO_ACCOUNTS.admin, type: 'admin', nombre: 'Admin', apellidos: null }, passwordHash);
}

export async function seedCompanies(db: Db): Promise<number[]> {
  await db
    .insertInto('companies')
    .values(DEMO_COMPANIES)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Explicit ids were inserted: move the identity past them.
  await sql`SELECT setval(pg_get_serial_sequence('companies', 'id'), (SELECT max(id) FROM companies))`.execute(db);
  await seedCompanyLogos(db);
  // The demo companies start with a stock of job posts and CV unlocks, so the demo can show every company screen
  // (migration 100 gave the same to the companies that existed then; a new database is seeded after it).
  await db
    .insertInto('company_balances')
    .values(DEMO_COMPANIES.map((company) => ({ company_id: company.id, job_credits: 20, cv_credits: 10 })))
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  return DEMO_COMPANIES.map((company) => company.id);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/** Generates `count` jobs in batches. Deterministic for a given seed and `now`. */
export async function generateJobs(
  pool: pg.Pool,
  options: { count: number; seed?: number; now?: Date; batchSize?: number; onProgress?: (done: number) => void },
): Promise<number> {
  const companyIds = (await pool.query<{ id: number }>('SELECT id FROM companies ORDER BY id')).rows.map(
    (row) => row.id,
  );
  if (companyIds.length === 0) throw new Error('no companies: seed companies before generating jobs');
  // Urls must be unique across runs: number them after the highest existing id.
  const start = (await pool.query<{ max: number | null }>('SELECT max(id) AS max FROM jobs')).rows[0]?.max ?? 0;
  const random = createRandom(options.seed ?? 20240601 + start);
  // Anchored at the start of the current UTC day, not the moment of seeding: the relative dates ("yesterday") and
  // "New" marks the demo pages show then depend on the day alone, so the screenshots test can freeze the browser's
  // clock at noon of that day and see the same pages whatever the hour (e2e/tests/screenshots.spec.ts).
  const now = options.now ?? startOfUtcDay(new Date());
  const batchSize = options.batchSize ?? 2000;
  let done = 0;
  await withGinPendingLists(pool, async () => {
    while (done < options.count) {
      const size = Math.min(batchSize, options.count - done);
      const batch = Array.from({ length: size }, (_, i) => generateJob(random, start + done + i + 1, companyIds, now));
      await insertJobs(pool, batch);
      done += size;
      options.onProgress?.(done);
    }
  });
  return done;
}

const DEMO_JOB_COUNT = 3000;
export { insertJobs } from './insert-jobs';
export { seedCompanyLogos } from './logos';
export { seedEventEmployers } from './landing-pages';
export { seedDemoEvents } from './demo-events';
export { seedDemoBlog } from './demo-blog';

/**
 * The demo screening questions (docs/product-rules.md#applying): the same as migration 095 leaves on older databases.
 * `everyOther` questions go on every second job with questions only, so both kinds of job exist.
 */
const SCREENING_QUESTIONS: {
  question: string;
  kind: ScreeningQuestionKind;
  options: string | null;
  knockout_answer: string | null;
  preferred_answer: string | null;
  everyOther: boolean;
}[] = [
  {
    question: 'Do you have a valid work permit for the country of this job?',
    kind: 'yes_no',
    options: null,
    knockout_answer: 'No',
    preferred_answer: 'Yes',
    everyOther: false,
  },
  {
    question: 'When could you start?',
    kind: 'short_text',
    options: null,
    knockout_answer: null,
    preferred_answer: null,
    everyOther: false,
  },
  {
    question: 'How many years of experience do you have in a similar role?',
    kind: 'single_choice',
    options: JSON.stringify(['Less than 1', '1 to 3', 'More than 3']),
    knockout_answer: null,
    preferred_answer: 'More than 3',
    everyOther: true,
  },
];

/** Screening questions on every 25th active demo job, so the apply flow has some to show. */
async function seedScreeningQuestions(db: Db): Promise<void> {
  const jobs = await sql<{ id: number }>`
    SELECT id FROM jobs WHERE status = 'active' AND id % 25 = 0
      AND NOT EXISTS (SELECT 1 FROM screening_questions s WHERE s.job_id = jobs.id) ORDER BY id LIMIT 200`.execute(db);
  const rows = jobs.rows.flatMap(({ id }) =>
    SCREENING_QUESTIONS.flatMap(({ everyOther, ...question }, position) =>
      everyOther && id % 50 !== 0 ? [] : [{ ...question, job_id: id, position }],
    ),
  );
  if (rows.length > 0) await db.insertInto('screening_questions').values(rows).execute();
}

/**
 * Demo data (companies, jobs, accounts) once per database: recorded in app_meta so that a restart, or jobs being
 * deleted later, does not seed again.
 */
export async function seedDemo(db: Db, pool: pg.Pool, log?: Logger, jobCount = DEMO_JOB_COUNT): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', 'demo_seeded').executeTakeFirst();
  if (done) return false;
  const started = Date.now();
  await seedCompanies(db);
  await seedDemoMinisites(db);
  await generateJobs(pool, { count: jobCount, seed: 42 });
  await seedDemoAccounts(db);
  await seedScreeningQuestions(db);
  await seedDemoEvents(db);
  await seedDemoBlog(db);
  await db
    .insertInto('app_meta')
    .values({ key: 'demo_seeded', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await sql`ANALYZE`.execute(db);
  log?.info({ jobs: jobCount, ms: Date.now() - started }, 'demo data seeded');
  return true;
}
