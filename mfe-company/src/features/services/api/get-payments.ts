import { useGet } from 'shared-kit/http';
import type { PaymentsPage } from '../../../billing/types';

/** `GET /api/companies/services/payments?page=`: the company's payments, newest first. */
export function usePayments(page: number) {
  return useGet<PaymentsPage>(`/api/companies/services/payments?page=${page}`);
}
