import { CatalogueGate, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { skeletonShapeFor } from 'shared-kit/constants';
import { lazyPage, PageSuspense, Route, Routes, useLocation } from 'shared-kit/router';
import { NotFound, PageSkeleton, ServerMarkup } from 'shared-kit/ui';
import { JobListPage } from './features/job-list/components/job-list-page';
import { useSearchUrl } from './features/job-list/hooks/use-search';
import { type JobsMessageId, loadJobsMessages } from './locales';
import './jobs.css';
// The blog's layout is in the area's first stylesheet, which the api links with the server's markup of a blog page:
// styled at the first paint, though the blog's code is a chunk of its own.
import './features/blog/blog.css';

// Most visitors land on a list: the job page and the selected-job pane load on demand (lazyPage: shown as soon as
// their chunk is in, docs/delivery.md#no-fallback-for-a-chunk-already-there).
const JobPage = lazyPage(() => import('./features/job-detail/components/job-page').then((module) => module.default));
const JobPreview = lazyPage(() =>
  import('./features/job-detail/components/job-page').then((module) => module.JobPreview),
);

// The blog (docs/blog.md#the-blog-client): a chunk of its own with its words, never part of the first render of /jobs.
const BlogRoutes = lazyPage(() => import('./features/blog/components/blog-routes').then((module) => module.default));

/**
 * The server's markup of this page (nothing moves) until the area can draw its own screen: while its messages load,
 * and on the visit's first page while the job page's chunk loads; where there is none, the design system's skeleton
 * of the page's shape (a list's cards, a job's columns: the same the shell and the api draw). Before the area's
 * messages are there, the skeleton says shared-kit's "Loading" (the shell loads shared-kit's messages first).
 */
function ServerMarkupUntilReady({ label }: { label: JobsMessageId | KitMessageId }) {
  const t = useTranslate<JobsMessageId | KitMessageId>();
  const { pathname } = useLocation();
  return (
    <ServerMarkup select=".jobs-area" fallback={<PageSkeleton shape={skeletonShapeFor(pathname)} label={t(label)} />} />
  );
}

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
    <PageSuspense fallback={<ServerMarkupUntilReady label="jobs.job.loading" />}>
      <JobPage />
    </PageSuspense>
  );
}

/** The jobs area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function JobsRoutes() {
  return (
    <div className="sk-area jobs-area">
      <CatalogueGate load={loadJobsMessages} fallback={<ServerMarkupUntilReady label="kit.spinner.loading" />}>
        <Routes>
          <Route path="/jobs/:url" element={<JobsChildRoute />} />
          <Route
            path="/blog/*"
            element={
              <PageSuspense fallback={<ServerMarkupUntilReady label="kit.spinner.loading" />}>
                <BlogRoutes />
              </PageSuspense>
            }
          />
          <Route path="*" element={<JobListRoute />} />
        </Routes>
      </CatalogueGate>
    </div>
  );
}
