import type { RelatedJob, RelatedJobs as RelatedJobsGroups } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { jobPath } from 'shared-kit/routes';
import { Avatar, Card } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { useShowMore } from './show-more';

const GROUPS: { key: keyof RelatedJobsGroups; title: JobsMessageId }[] = [
  { key: 'general', title: 'jobs.related.general' },
  { key: 'sameCity', title: 'jobs.related.sameCity' },
  { key: 'sameCompany', title: 'jobs.related.sameCompany' },
  { key: 'sameLanguages', title: 'jobs.related.sameLanguages' },
];

/** Related jobs shown before "Show more": four groups of two keep a phone's job page short. */
const FEW = 2;

function Group({ id, title, jobs }: { id: string; title: string; jobs: RelatedJob[] }) {
  const display = useJobDisplay();
  const { shown, list, more } = useShowMore(jobs, FEW);
  return (
    <section aria-labelledby={id} className="jobs-related-group">
      <h3 id={id}>{title}</h3>
      {/* Small job cards (docs/design-system.md#card): logo, title, company and place. */}
      <ul className="sk-plain-list sk-grid jobs-related-list" ref={list}>
        {shown.map((job) => (
          <Card as="li" interactive compact key={job.id} className="jobs-related-card">
            <Avatar name={job.company.name} src={job.company.logo} shape="square" size="sm" decorative />
            <div>
              <h4 className="sk-card-title">
                <Link to={jobPath(job.url)} lang={job.content_lang ?? undefined}>
                  {job.title}
                </Link>
              </h4>
              <p className="jobs-related-company">
                {[job.company.name, display.place(job)].filter(Boolean).join(' · ')}
              </p>
            </div>
          </Card>
        ))}
      </ul>
      {more}
    </section>
  );
}

/** The four related groups (docs/product-rules.md#job-pages), each a list of small cards, two shown and the rest behind "Show more" (empty groups are left out). */
export function RelatedJobs({ related }: { related: Partial<RelatedJobsGroups> | null | undefined }) {
  const t = useTranslate<JobsMessageId>();
  const groups = GROUPS.filter(({ key }) => (related?.[key]?.length ?? 0) > 0);
  if (!related || groups.length === 0) return null;
  return (
    <section aria-labelledby="jobs-related" className="jobs-related">
      <h2 id="jobs-related">{t('jobs.related.heading')}</h2>
      {groups.map(({ key, title }) => (
        <Group key={key} id={`jobs-related-${key}`} title={t(title)} jobs={related[key] ?? []} />
      ))}
    </section>
  );
}
