import { Link } from 'shared-kit/router';
import type { Job } from 'shared-kit/contracts';
import { jobPath } from 'shared-kit/routes';
import { JobLanguages } from '../../../components/job-languages';
import { formatDate, formatLocation } from '../../../lib/format';

export function JobCard({ job }: { job: Job }) {
  return (
    <article className="jobs-card">
      <h2 className="jobs-card-title">
        <Link to={jobPath(job.url)}>{job.title}</Link>
      </h2>
      <p className="jobs-card-meta">
        <span className="jobs-card-company">{job.company.name}</span>
        <span className="jobs-card-location">{formatLocation(job)}</span>
      </p>
      <JobLanguages languages={job.languages} />
      <p className="jobs-card-date">
        Published <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
      </p>
    </article>
  );
}
