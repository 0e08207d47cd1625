// The public data of a company's minisite (GET /api/minisites/data/{companyId}, docs/product-rules.md#minisites).
import type { MinisiteData } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { text } from '../i18n/catalogues';
import { HttpError } from '../lib/http-errors';
import { minisiteDesign } from './company-minisite';
import { activeJobs } from './jobs/search';
import { SITE_NAME } from './jobs/seo';

/**
 * A company's branded minisite. A company without the service, or with it but no template, answers
 * userMinisite/vueTemp as the data says (null template); an unknown company is a 404.
 */
export async function minisiteData(db: Db, companyId: number, publicUrl: string): Promise<MinisiteData> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'slug', 'logo', 'description', 'has_minisite_service', 'minisite_content'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new HttpError(404, text('api.company.notFound'), text('api.company.noPage', { site: SITE_NAME }));
  const { count } = await db
    .selectFrom('jobs')
    .where(activeJobs)
    .where('company_id', '=', company.id)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  // The design the company edits (company_minisites), shown only while it has the service.
  const design = company.has_minisite_service
    ? await minisiteDesign(db, company.id, (path) => `${publicUrl}${path}`)
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
}
