import type { Job, RelatedJobs as RelatedJobsGroups, Seo } from 'shared-kit/contracts';
import { Link } from 'shared-kit/router';
import { buildJobListPath, jobPath, jobsForLanguagesPath } from 'shared-kit/routes';
import { useApiHead } from 'shared-kit/ui';
import { FavoriteButton } from '../../../components/favorite-button';
import { JobLanguages } from '../../../components/job-languages';
import { formatDate, formatEmploymentType, formatExperience, formatLocation } from 'shared-kit/constants';
import { ApplyButton, isUnavailable } from './apply-button';
import { RelatedJobs } from './related-jobs';
import { RelatedLocations } from './related-locations';

function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="jobs-fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export type JobDetailsProps = {
  job: Job;
  seo?: Seo | null;
  related?: RelatedJobsGroups | null;
  /** `page`: the job's own page (h1, document title); `pane`: beside the list, under the list's h1. */
  mode?: 'page' | 'pane';
};

export function JobDetails({ job, seo, related, mode = 'page' }: JobDetailsProps) {
  const page = mode === 'page';
  const Title = page ? 'h1' : 'h2';
  const Section = page ? 'h2' : 'h3';
  const titleId = `jobs-detail-title-${job.id}`;
  const unavailable = isUnavailable(job);
  const languageSlugs = job.languages.map((l) => l.slug);
  // The job's own page takes the api's head (title, robots: a closed job is noindex); the pane leaves the list's.
  useApiHead(page ? seo : null);

  return (
    <article className="jobs-detail" aria-labelledby={titleId}>
      <header className="jobs-detail-header">
        <Title id={titleId}>{page ? seo?.h1 || job.title : <Link to={jobPath(job.url)}>{job.title}</Link>}</Title>
        <p className="jobs-detail-company">{job.company.name}</p>
        <p className="jobs-detail-location">{formatLocation(job)}</p>
      </header>

      {unavailable && (
        <p className="jobs-unavailable" role="note">
          This job is no longer available.
        </p>
      )}
      <div className="jobs-actions">
        <ApplyButton job={job} />
        <FavoriteButton job={job} />
      </div>

      <dl className="jobs-facts">
        <Fact term="Employment type" value={formatEmploymentType(job.employment_type)} />
        <Fact term="Salary" value={job.salary} />
        <Fact term="Experience" value={formatExperience(job.experience)} />
        <Fact term="Published" value={formatDate(job.published_at)} />
      </dl>

      <section aria-labelledby={`${titleId}-languages`}>
        <Section id={`${titleId}-languages`}>Languages</Section>
        <JobLanguages languages={job.languages} />
        {languageSlugs.length > 0 && (
          <ul className="jobs-link-list" aria-label="Jobs for these languages">
            {languageSlugs.length > 1 && (
              <li>
                <Link to={jobsForLanguagesPath(languageSlugs)}>
                  Jobs for {job.languages.map((l) => l.name).join(' and ')} speakers
                </Link>
              </li>
            )}
            {job.languages.map((language) => (
              <li key={language.slug}>
                <Link to={jobsForLanguagesPath([language.slug])}>Jobs for {language.name} speakers</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {job.skills.length > 0 && (
        <section aria-labelledby={`${titleId}-skills`}>
          <Section id={`${titleId}-skills`}>Skills</Section>
          <ul className="jobs-skills">
            {job.skills.map((skill) => (
              <li key={skill.slug}>
                <Link to={buildJobListPath({ skill: skill.slug })}>{skill.name || skill.slug}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${titleId}-description`}>
        <Section id={`${titleId}-description`}>Job description</Section>
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

      {page && (
        <>
          <RelatedJobs related={related} />
          <RelatedLocations jobId={job.id} />
          <p>
            <Link to="/jobs">Back to the newest jobs</Link>
          </p>
        </>
      )}
    </article>
  );
}
