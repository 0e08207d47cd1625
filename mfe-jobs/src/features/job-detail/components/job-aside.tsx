import type { Job } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { buildJobListPath } from 'shared-kit/routes';
import { Avatar, Card } from 'shared-kit/ui';
import { FavoriteButton } from '../../../components/favorite-button';
import { JobLanguages } from '../../../components/job-languages';
import { PublishedDate } from '../../../components/published-date';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { ApplyButton } from './apply-button';

/** A term and its value; `lang` for a value shown as the company posted it (the salary). */
function Fact({ term, value, lang }: { term: string; value: string | null; lang?: string }) {
  if (!value) return null;
  return (
    <div className="jobs-fact">
      <dt>{term}</dt>
      <dd lang={lang}>{value}</dd>
    </div>
  );
}

export type JobAsideProps = {
  job: Job;
  /** The job's title id: the aside is named by it. */
  titleId: string;
  page: boolean;
};

/**
 * The job's aside (docs/design-system.md#the-job-list-and-the-job-page): the Apply card (Apply, Save, salary, place,
 * kind of contract, experience, languages, "Published 3 days ago"), sticky beside the description from 64rem; on a
 * phone its action row is a bar fixed at the bottom of the screen (styles/job-page.css). Under it the company: logo, name and a
 * link to its jobs (its minisite).
 */
export function JobAside({ job, titleId, page }: JobAsideProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const Heading = page ? 'h2' : 'h3';
  const salary = display.salary(job);
  const contentLang = job.content_lang ?? undefined;
  return (
    // Beside the list (the pane) there is no room for two columns: the aside is a block above the description.
    <aside
      className={page ? 'sk-aside-layout__aside jobs-detail-aside' : 'jobs-detail-aside'}
      aria-labelledby={titleId}
    >
      <Card sticky={page} className="jobs-apply-card">
        {/* On a phone this row is a bar fixed at the bottom of the screen, with the title (styles/job-page.css). */}
        <div className={page ? 'jobs-actions jobs-apply-bar' : 'jobs-actions'}>
          {page && (
            <p className="jobs-apply-bar-title" aria-hidden="true" lang={contentLang}>
              {job.title}
            </p>
          )}
          <ApplyButton job={job} />
          <FavoriteButton job={job} />
        </div>
        <dl className="jobs-facts">
          <Fact term={t('jobs.job.salary')} value={salary?.text ?? null} lang={salary?.lang ?? undefined} />
          <Fact term={t('jobs.job.location')} value={display.place(job)} />
          <Fact term={t('jobs.job.employmentType')} value={display.employmentType(job.employment_type)} />
          <Fact term={t('jobs.job.experience')} value={display.experience(job.experience)} />
        </dl>
        <JobLanguages languages={job.languages} />
        <PublishedDate iso={job.published_at} className="jobs-apply-posted" />
      </Card>
      <Card as="section" className="jobs-company-card" aria-labelledby={`${titleId}-company`}>
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="md" decorative />
        <div className="jobs-company-card-text">
          <Heading id={`${titleId}-company`} className="sk-card-title">
            {job.company.name}
          </Heading>
          <p className="jobs-company-card-link">
            <Link to={buildJobListPath({ minisite: job.company.slug })}>
              {t('jobs.company.jobs', { company: job.company.name })}
            </Link>
          </p>
        </div>
      </Card>
    </aside>
  );
}
