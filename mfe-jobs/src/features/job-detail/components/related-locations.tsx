import { useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { useLocale, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { buildJobListPath, canonicalName } from 'shared-kit/routes';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { getRelatedLocations } from '../api/get-related-locations';
import { useShowMore } from './show-more';

/** Places shown before "Show more": a job can have some thirty. */
const FEW = 6;

/**
 * Links to the job lists of the places related to a job (kept per job: docs/product-rules.md#job-pages), the first
 * few shown and the rest behind "Show more".
 */
export function RelatedLocations({ jobId }: { jobId: number }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the places are named in the visitor's language: asked again after a switch.
  const load = useCallback(() => getRelatedLocations(jobId), [jobId, locale]);
  const request = useRequest(load);
  const { shown, list, more } = useShowMore(request.status === 'success' ? (request.data ?? []) : [], FEW);
  if (request.status !== 'success' || !request.data?.length) return null;
  return (
    <section aria-labelledby="jobs-related-locations" className="jobs-related">
      <h2 id="jobs-related-locations">{t('jobs.related.locations')}</h2>
      <ul className="jobs-link-list" ref={list}>
        {shown.map((location) => (
          <li key={location.slug}>
            <Link to={buildJobListPath({ location: canonicalName(location.slug) })}>
              {/* Countries in the interface language ("Niemcy"), as everywhere else on the page; cities as stored. */}
              {t('jobs.related.location', { location: location.iso2 ? display.country(location) : location.name })}
            </Link>
          </li>
        ))}
      </ul>
      {more}
    </section>
  );
}
