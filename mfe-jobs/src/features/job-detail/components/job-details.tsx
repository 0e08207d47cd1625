import type { Job, RelatedJobs as RelatedJobsGroups, Seo } from 'shared-kit/contracts';
import { descriptionParagraphs } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { buildJobListPath, jobPath, jobsForLanguagesPath } from 'shared-kit/routes';
import { Avatar, Badge, useApiHead } from 'shared-kit/ui';
import { RemoteBadge } from '../../../components/remote-badge';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { isUnavailable } from './apply-button';
import { JobAside } from './job-aside';
import { RelatedJobs } from './related-jobs';
import { RelatedLocations } from './related-locations';

export type JobDetailsProps = {
  job: Job;
  seo?: Seo | null;
  related?: RelatedJobsGroups | null;
  /** `page`: the job's own page (h1, document title); `pane`: beside the list, under the list's h1. */
  mode?: 'page' | 'pane';
};

export function JobDetails({ job, seo, related, mode = 'page' }: JobDetailsProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const page = mode === 'page';
  const Title = page ? 'h1' : 'h2';
  const Section = page ? 'h2' : 'h3';
  const titleId = `jobs-detail-title-${job.id}`;
  const unavailable = isUnavailable(job);
  const languageSlugs = job.languages.map((l) => l.slug);
  // What the company posted is in the job's own language (docs/i18n.md#the-rules); unknown, it is left unmarked.
  const contentLang = job.content_lang ?? undefined;
  // The job's own page takes the api's head (title, robots: a closed job is noindex); the pane leaves the list's.
  useApiHead(page ? seo : null);

  const place = display.place(job);

  return (
    <article className={page ? 'jobs-detail jobs-detail--page' : 'jobs-detail'} aria-labelledby={titleId}>
      <header className="jobs-detail-header">
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="lg" decorative />
        <div className="jobs-detail-heading">
          <Title id={titleId} lang={contentLang}>
            {page ? seo?.h1 || job.title : <Link to={jobPath(job.url)}>{job.title}</Link>}
          </Title>
          <p className="jobs-detail-company">{job.company.name}</p>
          <p className="jobs-detail-location">
            {place} <RemoteBadge remote={job.remote} />
            {display.isNew(job.published_at) && <Badge tone="new">{display.newMark()}</Badge>}
          </p>
        </div>
      </header>

      {unavailable && (
        <p className="jobs-unavailable" role="note">
          <Badge tone="danger">{t('jobs.job.unavailable')}</Badge>
        </p>
      )}
      <div className={page ? 'sk-aside-layout jobs-detail-body' : 'jobs-detail-body'}>
        <JobAside job={job} titleId={titleId} page={page} />
        <div className={page ? 'sk-aside-layout__main jobs-detail-main' : 'jobs-detail-main'}>
          <section aria-labelledby={`${titleId}-description`}>
            <Section id={`${titleId}-description`}>{t('jobs.job.description')}</Section>
            <div className="jobs-description" lang={contentLang}>
              {/* Plain text from the api: paragraphs are separated by blank lines. */}
              {descriptionParagraphs(job.description).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
          {job.skills.length > 0 && (
            <section aria-labelledby={`${titleId}-skills`}>
              <Section id={`${titleId}-skills`}>{t('jobs.job.skills')}</Section>
              <ul className="jobs-skills">
                {job.skills.map((skill) => (
                  <li key={skill.slug}>
                    <Link to={buildJobListPath({ skill: skill.slug })}>{skill.name || skill.slug}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* The languages themselves are in the Apply card; here the ways to more jobs in them. */}
          {languageSlugs.length > 0 && (
            <section aria-labelledby={`${titleId}-languages`}>
              <Section id={`${titleId}-languages`}>{t('jobs.job.languages')}</Section>
              <ul className="jobs-link-list">
                {languageSlugs.length > 1 && (
                  <li>
                    <Link to={jobsForLanguagesPath(languageSlugs)}>
                      {t('jobs.job.languageJobs', {
                        languages: display.list(job.languages.map((l) => display.language(l))),
                      })}
                    </Link>
                  </li>
                )}
                {job.languages.map((language) => (
                  <li key={language.slug}>
                    <Link to={jobsForLanguagesPath([language.slug])}>
                      {t('jobs.job.languageJobs', { languages: display.language(language) })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page && (
            <>
              <RelatedJobs related={related} />
              <RelatedLocations jobId={job.id} />
              <p>
                <Link to="/jobs">{t('jobs.job.back')}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
