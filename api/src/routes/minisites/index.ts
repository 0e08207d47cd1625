import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponseSchema, Id, MinisiteDataSchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { SITE_NAME } from '../../services/jobs/seo';
import { activeJobs } from '../../services/jobs/search';
import { minisiteDesign } from '../../services/company-minisite';

/**
 * `GET /api/minisites/data/{companyId}` (docs/contracts.md#jobs, docs/product-rules.md#minisites): a company's branded
 * minisite. A company without the service, or with it but no template, answers userMinisite/vueTemp as the data says
 * (null template); an unknown company is a 404.
 */
const minisiteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/minisites/data/:companyId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Minisite of a company',
        params: Type.Object({ companyId: Id() }),
        response: { 200: MinisiteDataSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const company = await fastify.db
        .selectFrom('companies')
        .select(['id', 'name', 'slug', 'logo', 'description', 'has_minisite_service', 'minisite_content'])
        .where('id', '=', request.params.companyId)
        .executeTakeFirst();
      if (!company)
        throw new HttpError(404, text('api.company.notFound'), text('api.company.noPage', { site: SITE_NAME }));
      const { count } = await fastify.db
        .selectFrom('jobs')
        .where(activeJobs)
        .where('company_id', '=', company.id)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      // The design the company edits (company_minisites), shown only while it has the service.
      const design = company.has_minisite_service
        ? await minisiteDesign(fastify.db, company.id, (path) => `${fastify.config.publicUrl}${path}`)
        : null;
      const template = design?.template ?? null;
      return {
        logo: company.logo,
        userMinisite: company.has_minisite_service
          ? {
              fk_empresa_id: company.id,
              fk_id_minisite_template: template,
              content: (company.minisite_content as Record<string, unknown> | null) ?? null,
              company: company.name,
              colors: design?.colors ?? null,
              blocks: design?.blocks ?? [],
            }
          : null,
        vueTemp: template === null ? null : `template-${template}`,
        companyData: {
          id: company.id,
          name: company.name,
          slug: company.slug,
          logo: company.logo,
          description: company.description,
          hasMinisiteService: company.has_minisite_service,
          activeJobs: Number(count),
        },
      };
    },
  );
};

export default minisiteRoutes;
