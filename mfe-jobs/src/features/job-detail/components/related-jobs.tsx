import type { Job, RelatedJobs as RelatedJobsGroups } from 'shared-kit/contracts';
import { Link } from 'shared-kit/router';
import { jobPath } from 'shared-kit/routes';

const GROUPS: { key: keyof RelatedJobsGroups; title: string }[] = [
  { key: 'general', title: 'Related jobs' },
  { key: 'sameCity', title: 'More jobs in the same city' },
  { key: 'sameCompany', title: 'More jobs at this company' },
  { key: 'sameLanguages', title: 'More jobs with the same languages' },
];

function Group({ id, title, jobs }: { id: string; title: string; jobs: Job[] }) {
  return (
    <section aria-labelledby={id} className="jobs-related-group">
      <h3 id={id}>{title}</h3>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>
            <Link to={jobPath(job.url)}>{job.title}</Link>{' '}
            <span className="jobs-related-company">{job.company.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The four related groups (docs/product-rules.md#job-pages), each a list of links (empty groups are left out). */
export function RelatedJobs({ related }: { related: Partial<RelatedJobsGroups> | null | undefined }) {
  const groups = GROUPS.filter(({ key }) => (related?.[key]?.length ?? 0) > 0);
  if (!related || groups.length === 0) return null;
  return (
    <section aria-labelledby="jobs-related" className="jobs-related">
      <h2 id="jobs-related">Similar jobs</h2>
      {groups.map(({ key, title }) => (
        <Group key={key} id={`jobs-related-${key}`} title={title} jobs={related[key] ?? []} />
      ))}
    </section>
  );
}
