import { Navigate } from 'shared-kit/router';
import { isHttpError } from 'shared-kit/http';
import { AreaError, Skeleton } from 'shared-kit/ui';
import { useJob } from '../api/get-job';
import { useJobId } from '../hooks/use-job-id';
import { JobDetails } from './job-details';

function JobPageSkeleton() {
  return (
    <div className="jobs-detail jobs-skeleton">
      <Skeleton height={40} label="Loading the job" />
      <Skeleton height={24} width={240} label="Loading the job" />
      <Skeleton height={96} label="Loading the job" />
      <Skeleton height={320} label="Loading the job" />
    </div>
  );
}

function JobById({ id }: { id: number }) {
  const request = useJob(id);
  if (request.status === 'loading') return <JobPageSkeleton />;
  if (request.status === 'error') {
    // SPEC section 2: a job not found returns the user to the jobs route.
    if (isHttpError(request.error) && request.error.response?.status === 404) return <Navigate to="/jobs" replace />;
    return <AreaError title="We could not load this job." onRetry={request.retry} />;
  }
  const { job, seo } = request.data;
  if (!job) return <Navigate to="/jobs" replace />;
  return <JobDetails job={job} title={seo?.title} />;
}

/** `/jobs/{url}`: the job whose id the url carries; a url without one goes back to the jobs. */
export function JobPage() {
  const id = useJobId();
  if (id === null) return <Navigate to="/jobs" replace />;
  return <JobById key={id} id={id} />;
}
