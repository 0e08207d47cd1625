import type { AdminCompanyList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type AdminCompanyChoice = AdminCompanyList['companies'][number];

/** `GET /api/admin/companies?q=`: at most 20 companies whose name matches; `signal` cancels a search typed past. */
export async function searchAdminCompanies(q: string, signal?: AbortSignal): Promise<AdminCompanyChoice[]> {
  const response = await http.get<AdminCompanyList>('/api/admin/companies', {
    params: { q },
    signal,
    silent: true,
    notifyErrors: false,
  });
  return response.data.companies;
}
