import { useEffect, useId, useState } from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Skeleton } from 'shared-kit/ui';
import { JobCard } from '../../../components/job-card';
import { usePostJobs } from '../api/get-post-jobs';
import type { BlogMessageId } from './blog-parts';

/**
 * The live jobs of the list a post talks about (docs/blog.md#posts-and-job-lists): up to five with the job list's own
 * cards, and a link to the whole list. The server's markup has the heading and the link; the jobs come after.
 */
export function PostJobs({ path, lang }: { path: string; lang?: string }) {
  const t = useTranslate<BlogMessageId>();
  const request = usePostJobs(path);
  const heading = useId();
  const result = request.status === 'success' ? request.data.jobs : null;
  // The first render (the server's too, docs/architecture.md#one-rendering) has the heading and the link only: a
  // skeleton's size is an inline style, which the page's content security policy refuses in served HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <aside className="blog-post-jobs" aria-labelledby={heading} lang={lang}>
      <h2 id={heading}>{t('jobs.blog.jobs.title')}</h2>
      {mounted && request.status === 'loading' && <Skeleton height={160} label={t('kit.spinner.loading')} />}
      {request.status === 'error' && <p>{t('jobs.blog.jobs.error')}</p>}
      {result && result.data.length === 0 && <p>{t('jobs.blog.jobs.none')}</p>}
      {result && result.data.length > 0 && (
        <ul className="blog-post-jobs-list" aria-label={t('jobs.blog.jobs.list')}>
          {result.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} selected={false} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="blog-post-jobs-link" to={path}>
          {result && result.total_search > 0
            ? t('jobs.blog.jobs.seeAll', { total: formatCount(result.total_search), count: result.total_search })
            : t('jobs.blog.jobs.seeList')}
        </Link>
      </p>
    </aside>
  );
}
