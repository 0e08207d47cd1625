import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';

type CompanyBalances = { balances: { job: number; cv: number }; minisite: boolean };

/**
 * `GET /api/companies/balances` (docs/company-area.md#credits), asked again on each page of the back office (`key`),
 * so a publication or a purchase shows at once. Quiet: the navigation simply leaves the figures out on a failure.
 */
export function useBalances(key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the page) asks again.
  const load = useCallback(
    () =>
      http
        .get<CompanyBalances>('/api/companies/balances', { silent: true, notifyErrors: false })
        .then((response) => response.data),
    [key],
  );
  return useRequest(load);
}
