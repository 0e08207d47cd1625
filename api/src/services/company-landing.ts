// The figures of the employer landing page (/company): active jobs, companies, languages, countries, and the
// busiest employers.
import { sql } from 'kysely';
import type { CompanyLanding } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { activeJobs } from './jobs/search';

const TOP_COMPANIES = 12;

/** Figures and the busiest employers for the /company landing page. */
export async function companyLanding(db: Db): Promise<CompanyLanding> {
  const [jobs, companies, languages, countries, top] = await Promise.all([
    db
      .selectFrom('jobs')
      .where(activeJobs)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('languages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('countries')
      .where('continente', '<>', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .where(activeJobs)
      .groupBy(['companies.id', 'companies.name', 'companies.slug', 'companies.logo'])
      .select([
        'companies.id',
        'companies.name',
        'companies.slug',
        'companies.logo',
        sql<number>`count(*)::int`.as('jobs'),
      ])
      .orderBy('jobs', 'desc')
      .orderBy('companies.name')
      .limit(TOP_COMPANIES)
      .execute(),
  ]);
  return {
    stats: { jobs: jobs.n, companies: companies.n, languages: languages.n, countries: countries.n },
    companies: top,
  };
}
