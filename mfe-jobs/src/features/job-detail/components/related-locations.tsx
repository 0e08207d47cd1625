import { useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { Link } from 'shared-kit/router';
import { buildJobListPath, canonicalName } from 'shared-kit/routes';
import { getRelatedLocations } from '../api/get-related-locations';

/** Links to the job lists of the places related to a job (kept per job: docs/product-rules.md#job-pages). */
export function RelatedLocations({ jobId }: { jobId: number }) {
  const load = useCallback(() => getRelatedLocations(jobId), [jobId]);
  const request = useRequest(load);
  if (request.status !== 'success' || !request.data?.length) return null;
  return (
    <section aria-labelledby="jobs-related-locations" className="jobs-related">
      <h2 id="jobs-related-locations">Jobs in related locations</h2>
      <ul className="jobs-link-list">
        {request.data.map((location) => (
          <li key={location.slug}>
            <Link to={buildJobListPath({ location: canonicalName(location.slug) })}>Jobs in {location.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
