import { http } from 'shared-kit/http';

/** `GET /api/minisites/data/{companyId}` (SPEC sections 3 and 7). Every part may be missing. */
export type Minisite = {
  logo?: string | null;
  userMinisite?: {
    fk_empresa_id?: number;
    fk_id_minisite_template?: number | null;
    content?: string | null;
    company?: { name?: string } | string | null;
  } | null;
  vueTemp?: string | null;
  companyData?: { name?: string; nombre?: string } | null;
};

/** Branding is an extra: a failure (or a missing endpoint) leaves the plain list, without an error notice. */
export async function getMinisite(companyId: number): Promise<Minisite> {
  const response = await http.get<Minisite>(`/api/minisites/data/${companyId}`, { validateStatus: () => true });
  if (response.status !== 200) throw new Error(`Minisite ${companyId}: ${response.status}`);
  return response.data ?? {};
}
