import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/companies/candidates/{id}/cvs/{cvId}`: a candidate's CV that the company may see. */
export const candidateCvPath = (candidateId: number, cvId: number) =>
  `/api/companies/candidates/${candidateId}/cvs/${cvId}`;

/** `GET /api/companies/applicants/{id}/cv`: the CV sent with that application. */
export const sentCvPath = (applicationId: number) => `/api/companies/applicants/${applicationId}/cv`;

/**
 * A CV's file at `path` (one of the two above), fetched as a blob through the one http client (it carries the
 * company's token, which a plain link or an iframe's own request would not).
 */
export function useCvFile(path: string) {
  const load = useCallback(
    () =>
      http
        .get<Blob>(path, {
          responseType: 'blob',
          notifyErrors: false,
        })
        .then((response) => ({
          blob: response.data,
          type: String(response.headers['content-type'] ?? response.data.type ?? ''),
          disposition: String(response.headers['content-disposition'] ?? ''),
        })),
    [path],
  );
  return useRequest(load);
}
