import { http, useGet } from 'shared-kit/http';

export type CompanyProfile = {
  name: string;
  vat_id: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_postcode: string | null;
  billing_country_id: number | null;
  website: string | null;
  description: string | null;
};

/** `GET /api/companies/profile` (docs/company-area.md#services-and-payments): the company's name and billing details. */
export function useCompanyProfile() {
  return useGet<{ profile: CompanyProfile }>('/api/companies/profile');
}

/** `PUT /api/companies/profile`: the VAT ID is checked for its country's format (422 on `vat_id`). */
export async function updateCompanyProfile(profile: CompanyProfile): Promise<CompanyProfile> {
  const response = await http.put<{ profile: CompanyProfile }>('/api/companies/profile', profile, {
    notifyErrors: false,
  });
  return response.data.profile;
}
