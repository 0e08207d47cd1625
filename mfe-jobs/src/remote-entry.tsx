import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared-kit/router';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { useSearchUrl } from './features/job-list/hooks/use-search';
import { JobListPage } from './features/job-list/components/job-list-page';
import './jobs.css';

// Most visitors land on a list: the job page and the selected-job pane load on demand.
const JobPage = lazy(() => import('./features/job-detail/components/job-page'));
const JobPreview = lazy(() =>
  import('./features/job-detail/components/job-page').then((module) => ({ default: module.JobPreview })),
);

// On the visit's first page, the server's markup of the job until its chunk is loaded (nothing moves).
const pageFallback = <ServerMarkup select=".jobs-area" fallback={<Skeleton height={640} label="Loading the job" />} />;

/**
 * Job-list paths are not react-router segments: the shared grammar decides (docs/architecture.md#who-owns-which-route).
 */
function JobListRoute() {
  const url = useSearchUrl();
  return url ? <JobListPage url={url} SelectedJob={JobPreview} /> : <NotFound />;
}

/** `/jobs/{page}` is a page of the list; any other `/jobs/{url}` is a job. */
function JobsChildRoute() {
  const url = useSearchUrl();
  if (url) return <JobListPage url={url} SelectedJob={JobPreview} />;
  return (
    <Suspense fallback={pageFallback}>
      <JobPage />
    </Suspense>
  );
}

/** The jobs area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function JobsRoutes() {
  return (
    <div className="jobs-area">
      <Routes>
        <Route path="/jobs/:url" element={<JobsChildRoute />} />
        <Route path="*" element={<JobListRoute />} />
      </Routes>
    </div>
  );
}
