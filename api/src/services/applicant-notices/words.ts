// What the company's mails about new applicants say the same way (docs/company-area.md#mails-about-new-applicants):
// who gets them (every account of the company, each in its own interface language), the links into the company's
// area, the applicant's name and the line saying why the mail came and where to change it.
import { type Locale, localeOr } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Translate } from '../../i18n/catalogues';
import { SITE_NAME } from '../jobs/seo';

export type CompanyAccount = { email: string; nombre: string | null; lang: Locale };

/** Every account of the company: a job has no owner of its own, and each account can act on its applicants. */
export async function companyAccounts(db: Db, companyId: number): Promise<CompanyAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'nombre', 'locale'])
    .where('company_id', '=', companyId)
    .where('type', '=', 'company')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    nombre: row.nombre,
    lang: localeOr(row.locale),
  }));
}

/** The candidate as the company's screens name them; "A candidate" when the account has no name. */
export const applicantName = (t: Translate, nombre: string | null, apellidos: string | null) =>
  [nombre, apellidos]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || t('api.mail.applicant.anonymous');

/** One job's applicants in the company's area; `applicationId` opens that applicant's drawer. */
export const applicantsLink = (origin: string, jobId: number, applicationId?: number) =>
  `${origin}/company/applicants/${jobId}/1${applicationId ? `?applicant=${applicationId}` : ''}`;

/** Why the company gets this mail, and the setting that changes it. */
export const footer = (t: Translate, origin: string, company: string) =>
  t('api.mail.applicant.footer', { company, site: SITE_NAME, settings: `${origin}/company/account-settings` });
