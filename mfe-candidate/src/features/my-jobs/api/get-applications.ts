import { useCallback } from 'react';
import { APPLICATIONS_PAGE_SIZE } from 'shared-kit/account-rules';
import { http, useRequest } from 'shared-kit/http';
import { useLocale } from 'shared-kit/i18n';
import type { ApplicationStatus, ApplicationsPage } from './application';

/**
 * `GET /api/candidates/applications?page&rows=10&status` (docs/contracts.md#applications), newest first; an empty
 * `status` is every status.
 */
export function useApplicationsPage(page: number, status: ApplicationStatus | '') {
  // The jobs' places are said in the visitor's language: asked again after a switch.
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to ask again.
  const load = useCallback(
    () =>
      http
        .get<ApplicationsPage>('/api/candidates/applications', {
          params: { page, rows: APPLICATIONS_PAGE_SIZE, ...(status ? { status } : {}) },
        })
        .then((response) => response.data),
    [page, status, locale],
  );
  return useRequest(load);
}
