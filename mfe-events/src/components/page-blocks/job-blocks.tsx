import type { Job, PageBlockProps } from 'shared-kit/contracts';
import { countryName, languageName } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { jobsPath } from 'shared-kit/routes';
import { Avatar, Badge, Card, EmptyState, JobTitle, LinkButton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../locales';
import { BlockTitle } from './event-blocks';
import { usePageData } from './page-data';

/**
 * One job as the job list's card shows it, in short: the logo beside the title (the card's one link, to the job
 * page) and the company, the place, the languages. The title is shown as posted, in the job's own language.
 */
function BlockJobCard({ job }: { job: Job }) {
  // The country and the languages in the interface language, as the job list says them; the city as stored.
  const locale = currentLocale();
  const place = [job.city?.name, job.country ? countryName(job.country, locale) : null].filter(Boolean).join(', ');
  return (
    <Card as="article" interactive className="blocks-job">
      <div className="blocks-job-head">
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="md" decorative />
        <div>
          <JobTitle job={job} />
          <p className="blocks-job-company">{job.company.name}</p>
        </div>
      </div>
      {/* In the reader's language, also inside a page shown in English (marked lang="en" around it). */}
      {place && (
        <p className="blocks-job-place" lang={locale}>
          {place}
        </p>
      )}
      {job.languages.length > 0 && (
        <p className="blocks-job-languages" lang={locale}>
          {job.languages.map((language) => (
            <Badge key={language.slug}>{languageName(language, locale)}</Badge>
          ))}
        </p>
      )}
    </Card>
  );
}

function JobsOfBlock({ id, title, limit }: { id: string; title: string; limit: number }) {
  const t = useTranslate<EventsMessageId>();
  const jobs = (usePageData().jobs?.[id] ?? []).slice(0, limit);
  return (
    <>
      <BlockTitle title={title} />
      {jobs.length === 0 ? (
        <EmptyState title={t('events.blocks.jobs.empty')} headingLevel={3}>
          <p>
            <LinkButton to={jobsPath()} variant="secondary">
              {t('events.blocks.jobs.browse')}
            </LinkButton>
          </p>
        </EmptyState>
      ) : (
        <ul className="blocks-jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <BlockJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The participating companies' jobs for the event's languages (the api picks them, by block id). */
export function EventJobsBlock({ id, title, limit }: PageBlockProps<'event_jobs'> & { id: string }) {
  return <JobsOfBlock id={id} title={title} limit={limit} />;
}

/** One company's live jobs (the employer landings). */
export function CompanyJobsBlock({ id, title, limit }: PageBlockProps<'company_jobs'> & { id: string }) {
  return <JobsOfBlock id={id} title={title} limit={limit} />;
}
