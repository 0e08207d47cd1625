import { http } from 'shared-kit/http';
import type { Payment, PaymentResponse } from '../../../billing/types';

/**
 * `GET /api/companies/services/payments/{id}`: one of the company's payments (404 for another company's). Silent:
 * the result pages poll it while a payment waits for the provider, and say themselves when it fails.
 */
export function getPayment(id: string): Promise<Payment> {
  return http
    .get<PaymentResponse>(`/api/companies/services/payments/${encodeURIComponent(id)}`, { notifyErrors: false })
    .then((response) => response.data.payment);
}
