import type { CompanyMinisite, CompanyMinisiteRequest, CompanyMinisiteResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PUT /api/companies/minisite`: the whole design. A 422 names the field (`colors.primary`, `blocks.2.url`). */
export function updateMinisite(body: CompanyMinisiteRequest): Promise<CompanyMinisite> {
  return http
    .put<CompanyMinisiteResponse>('/api/companies/minisite', body, { notifyErrors: false })
    .then((response) => response.data.minisite);
}
