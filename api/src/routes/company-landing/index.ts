import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { CompanyLandingSchema } from 'shared-kit/contracts';
import { activeJobs } from '../../services/jobs/search';

const TOP_COMPANIES = 12;

/** `GET /api/company-landing`: figures and the busiest employers for the /company landing page. */
const companyLandingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/company-landing',
    { schema: { tags: ['companies'], summary: 'Employer landing figures', response: { 200: CompanyLandingSchema } } },
    async () => {
      const db = fastify.db;
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
    },
  );
};

export default companyLandingRoutes;
