import { http } from 'shared-kit/http';
import type { PurchaseRequest, PurchaseResponse } from '../../../billing/types';

/**
 * `POST /api/companies/services/purchase`: creates a pending payment and answers where to go next (the provider's
 * checkout for a card, the transfer instructions). The page shows a refusal on its fields: no second notice.
 */
export function purchaseService(body: PurchaseRequest): Promise<PurchaseResponse> {
  return http
    .post<PurchaseResponse>('/api/companies/services/purchase', body, { notifyErrors: false })
    .then((response) => response.data);
}
