import { useGet } from 'shared-kit/http';
import type { BalancesResponse } from '../../../billing/types';

/** `GET /api/companies/balances`: job and CV credits left, and whether the minisite service is on. */
export function useBalances() {
  return useGet<BalancesResponse>('/api/companies/balances');
}
