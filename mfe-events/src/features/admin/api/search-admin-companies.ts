import { http } from 'shared-kit/http';

export type AdminCompanyChoice = { id: number; name: string; slug: string };

/** `GET /api/admin/companies?q=`: at most 20 companies whose name matches; `signal` cancels a search typed past. */
export async function searchAdminCompanies(q: string, signal?: AbortSignal): Promise<AdminCompanyChoice[]> {
  const response = await http.get<{ companies: AdminCompanyChoice[] }>('/api/admin/companies', {
    params: { q },
    signal,
    silent: true,
    notifyErrors: false,
  });
  return response.data.companies;
}
