import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';
import type { CvSearchFilters, CvSearchResult } from './types';

/** `GET /api/companies/cvsearch?languages=&level=&country=&city=&skills=&keywords=&page=`: locked profiles. */
export function useCvSearch(filters: CvSearchFilters, page: number) {
  const { languages, level, country, city, skills, keywords } = filters;
  const languageList = languages.join(',');
  const skillList = skills.join(',');
  const load = useCallback(
    () =>
      http
        .get<CvSearchResult>('/api/companies/cvsearch', {
          params: {
            languages: languageList || undefined,
            level: level || undefined,
            country: country || undefined,
            city: city || undefined,
            skills: skillList || undefined,
            keywords: keywords || undefined,
            page,
          },
          notifyErrors: false,
        })
        .then((response) => response.data),
    [languageList, level, country, city, skillList, keywords, page],
  );
  return useRequest(load);
}
