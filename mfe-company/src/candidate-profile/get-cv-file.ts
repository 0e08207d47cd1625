import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/companies/candidates/{id}/cvs/{cvId}`: the file, fetched as a blob through the one http client (it
 * carries the company's token, which a plain link or an iframe's own request would not).
 */
export function useCvFile(candidateId: number, cvId: number) {
  const load = useCallback(
    () =>
      http
        .get<Blob>(`/api/companies/candidates/${candidateId}/cvs/${cvId}`, {
          responseType: 'blob',
          notifyErrors: false,
        })
        .then((response) => ({
          blob: response.data,
          type: String(response.headers['content-type'] ?? response.data.type ?? ''),
          disposition: String(response.headers['content-disposition'] ?? ''),
        })),
    [candidateId, cvId],
  );
  return useRequest(load);
}
