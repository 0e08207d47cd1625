// A company's profile and billing details (docs/company-area.md#services-and-payments): the name and description
// live on companies (public: job cards and the minisite show them), billing and the VAT ID on company_profiles.
import { COMPANY_PROFILE_LIMITS, type CompanyProfile, type CompanyProfileRequest } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { webAddress } from '../lib/web-address';
import { normaliseVatId, vatIdCountry } from './payments/vat';

export async function companyProfile(db: Db, companyId: number): Promise<CompanyProfile> {
  const row = await db
    .selectFrom('companies')
    .leftJoin('company_profiles', 'company_profiles.company_id', 'companies.id')
    .select([
      'companies.name',
      'companies.description',
      'company_profiles.vat_id',
      'company_profiles.billing_address',
      'company_profiles.billing_city',
      'company_profiles.billing_postcode',
      'company_profiles.billing_country_id',
      'company_profiles.website',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    vat_id: row.vat_id ?? null,
    billing_address: row.billing_address ?? null,
    billing_city: row.billing_city ?? null,
    billing_postcode: row.billing_postcode ?? null,
    billing_country_id: row.billing_country_id ?? null,
    website: row.website ?? null,
    description: row.description ?? null,
  };
}

/** The bound of company_profiles.website (migration 104), the same as the request's. */
const WEBSITE_MAX = COMPANY_PROFILE_LIMITS.website;

/** Empty or blank texts are "not given". */
const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function updateCompanyProfile(
  db: Db,
  companyId: number,
  input: CompanyProfileRequest,
  countryExists: (id: number) => boolean,
): Promise<CompanyProfile> {
  const errors: ConstructorParameters<typeof ValidationFailed>[0] = {};
  const rawVat = given(input.vat_id);
  const vatId = rawVat === null ? null : normaliseVatId(rawVat);
  if (vatId !== null && vatIdCountry(vatId) === null) errors.vat_id = [text('api.companyProfile.vatId')];
  const typed = given(input.website);
  // The one rule of a web address (lib/web-address.ts); stored as it normalises it, within the column's bound.
  const website = typed === null ? null : (webAddress(typed)?.href ?? null);
  if (typed !== null && website === null) errors.website = [text('api.companyProfile.website')];
  else if (website !== null && website.length > WEBSITE_MAX)
    errors.website = [text('api.validation.maxLength', { field: 'website', limit: WEBSITE_MAX })];
  const countryId = input.billing_country_id ?? null;
  if (countryId !== null && !countryExists(countryId))
    errors.billing_country_id = [text('api.validation.selected', { field: 'billing country' })];
  const name = input.name.trim();
  if (name.length < 2) errors.name = [text('api.validation.minLength', { field: 'name', limit: 2 })];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const description = given(input.description);
  await db.transaction().execute(async (trx) => {
    // companies changes only when the public fields do: each update there bumps the job-list cache.
    await trx
      .updateTable('companies')
      .set({ name, description })
      .where('id', '=', companyId)
      .where((eb) => eb.or([eb('name', '!=', name), eb('description', 'is distinct from', description)]))
      .execute();
    const values = {
      vat_id: vatId,
      billing_address: given(input.billing_address),
      billing_city: given(input.billing_city),
      billing_postcode: given(input.billing_postcode),
      billing_country_id: countryId,
      website,
    };
    await trx
      .insertInto('company_profiles')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  });
  return companyProfile(db, companyId);
}
