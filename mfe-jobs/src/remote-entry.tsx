import { Route, Routes, useLocation } from 'shared-kit/router';
import { parseJobListPath } from 'shared-kit/routes';
import { NotFound } from 'shared-kit/ui';
import { JobPage } from './features/job-detail/components/job-page';
import { JobListPage } from './features/job-list/components/job-list-page';
import './jobs.css';

/** Job-list paths are not react-router segments: the shared grammar decides (DESIGN section 2). */
function JobListRoute() {
  const { pathname } = useLocation();
  const filters = parseJobListPath(pathname);
  return filters ? <JobListPage filters={filters} /> : <NotFound />;
}

/** `/jobs/{page}` is a page of the list; any other `/jobs/{url}` is a job. */
function JobsChildRoute() {
  const { pathname } = useLocation();
  return parseJobListPath(pathname) ? <JobListRoute /> : <JobPage />;
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
