import { useCallback } from 'react';
import type { LandingPageName, PublicPageResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';
import { currentLocale, useTranslate } from 'shared-kit/i18n';

/**
 * `GET /api/pages/landing:{name}`: the published landing page with its jobs and image addresses (404 if none), in
 * the interface language when it is translated into it, so it is asked again after a language switch. The page
 * says itself when it is missing or failed (an empty state, an error with a retry): no toast as well.
 */
export function useLandingPage(name: LandingPageName) {
  // `t` changes with the interface language: the trigger of a new request in the new one.
  useTranslate();
  const locale = currentLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language goes by its cookie; a new one asks again.
  const load = useCallback(
    () =>
      http.get<PublicPageResponse>(`/api/pages/landing:${name}`, { notifyErrors: false }).then((answer) => answer.data),
    [name, locale],
  );
  return useRequest(load);
}
