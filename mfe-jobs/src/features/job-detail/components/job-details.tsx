import { Link } from 'shared-kit/router';
import type { Job } from 'shared-kit/contracts';
import { PageTitle } from 'shared-kit/ui';
import { JobLanguages } from '../../../components/job-languages';
import { formatDate, formatEmploymentType, formatExperience, formatLocation } from '../../../lib/format';

function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="jobs-fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function JobDetails({ job, title }: { job: Job; title?: string | null }) {
  return (
    <article className="jobs-detail" aria-labelledby="jobs-detail-title">
      <PageTitle title={title || `${job.title} at ${job.company.name}`} heading={false} />
      <header className="jobs-detail-header">
        <h1 id="jobs-detail-title">{job.title}</h1>
        <p className="jobs-detail-company">{job.company.name}</p>
        <p className="jobs-detail-location">{formatLocation(job)}</p>
      </header>

      <dl className="jobs-facts">
        <Fact term="Employment type" value={formatEmploymentType(job.employment_type)} />
        <Fact term="Salary" value={job.salary} />
        <Fact term="Experience" value={formatExperience(job.experience)} />
        <Fact term="Published" value={formatDate(job.published_at)} />
      </dl>

      <section aria-labelledby="jobs-detail-languages">
        <h2 id="jobs-detail-languages">Languages</h2>
        <JobLanguages languages={job.languages} />
      </section>

      {job.skills.length > 0 && (
        <section aria-labelledby="jobs-detail-skills">
          <h2 id="jobs-detail-skills">Skills</h2>
          <ul className="jobs-skills">
            {job.skills.map((skill) => (
              <li key={skill.slug}>{skill.name}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="jobs-detail-description">
        <h2 id="jobs-detail-description">Job description</h2>
        <div className="jobs-description">
          {/* Plain text from the api: paragraphs are separated by blank lines. */}
          {job.description
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
              <p key={index}>{paragraph}</p>
            ))}
        </div>
      </section>

      <p>
        <Link to="/jobs">Back to the newest jobs</Link>
      </p>
    </article>
  );
}
