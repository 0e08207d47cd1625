import { useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { buildJobListPath, canonicalName } from 'shared-kit/routes';
import type { JobsMessageId } from '../../../locales';
import { getRelatedLocations } from '../api/get-related-locations';

/** Links to the job lists of the places related to a job (kept per job: docs/product-rules.md#job-pages). */
export function RelatedLocations({ jobId }: { jobId: number }) {
  const t = useTranslate<JobsMessageId>();
  const load = useCallback(() => getRelatedLocations(jobId), [jobId]);
  const request = useRequest(load);
  if (request.status !== 'success' || !request.data?.length) return null;
  return (
    <section aria-labelledby="jobs-related-locations" className="jobs-related">
      <h2 id="jobs-related-locations">{t('jobs.related.locations')}</h2>
      <ul className="jobs-link-list">
        {request.data.map((location) => (
          <li key={location.slug}>
            <Link to={buildJobListPath({ location: canonicalName(location.slug) })}>
              {t('jobs.related.location', { location: location.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
