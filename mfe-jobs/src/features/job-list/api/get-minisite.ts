import type { MinisiteData } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type Minisite = MinisiteData;

/** `GET /api/minisites/data/{companyId}`. Branding is an extra: a failure leaves the plain list, with no notice. */
export async function getMinisite(companyId: number): Promise<Minisite> {
  const response = await http.get<Minisite>(`/api/minisites/data/${companyId}`, { validateStatus: () => true });
  if (response.status !== 200) throw new Error(`Minisite ${companyId}: ${response.status}`);
  return response.data;
}
