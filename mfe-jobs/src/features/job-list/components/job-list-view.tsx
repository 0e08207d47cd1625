import type { JobListPageData } from 'shared-kit/contracts';
import { formatCount, Trans, useTranslate } from 'shared-kit/i18n';
import { buttonClass, Pagination } from 'shared-kit/ui';
import { JobCard } from '../../../components/job-card';
import type { JobsMessageId } from '../../../locales';
import { buildSearchUrl, countFilters, type SearchUrl } from '../state/search-url';
import { AppliedFilters } from './applied-filters';
import { KeywordSearch } from './filter-bar';
import { FilterForm } from './filter-form';
import { MinisiteCard } from './minisite-header';
import { WidenSearch } from './widen-search';

/** What the server knows of a list page (the api's answer to the same search: docs/pages.md#server-rendered-content). */
export type JobListViewData = JobListPageData;

/**
 * The job list as it stands before JavaScript (the server's first HTML): JobListPage's frame with the same parts, each
 * working without JavaScript: the keyword search and the filters as GET forms (a copy for phones in `<noscript>`),
 * applied filters whose remove controls are links, the total, the cards or the empty state's links, page links. The
 * app shows this markup until its first answer, then its own screen (ServerMarkup in JobListPage).
 */
export function JobListView({ data }: { data: JobListViewData }) {
  const t = useTranslate<JobsMessageId>();
  const url: SearchUrl = { path: data.list, query: data.query, job: null };
  const { minisite, reference } = data;
  const total = formatCount(data.total);
  const count = countFilters(data.list, data.query);
  // Page n of this search: the api's canonical path, the filters of the query kept.
  const queryString = buildSearchUrl({ page: null }, data.query).slice('/jobs'.length);
  const hrefFor = (page: number) => `${data.pageHrefs[page] ?? ''}${queryString}`;
  return (
    <div className="jobs-page">
      <header className="jobs-page-header">
        <h1 id="jobs-list-heading">{data.h1}</h1>
        {minisite && (
          <MinisiteCard
            name={minisite.name}
            logo={minisite.logo}
            template={minisite.template}
            content={minisite.content}
            colors={null}
            story={minisite.description?.trim() || null}
            blocks={minisite.blocks ?? []}
          />
        )}
      </header>
      <div className="jobs-filters">
        <KeywordSearch url={url} />
        <FilterForm url={url} reference={reference} copy={false} />
        {/* The app's "Filters" button opens its drawer; here it leads to the phone's copy of the form (shown without
            JavaScript only), and looks the same. A fragment link: it stays on this page with its query. */}
        <a
          className={buttonClass('secondary', 'md', 'jobs-filters-open')}
          href={data.list.minisite ? '#jobs-filter-phone' : '#jobs-filter-language-phone'}
        >
          <span className="sk-button__label">{t('jobs.filters.toggle', { count })}</span>
        </a>
        <noscript>
          <FilterForm url={url} reference={reference} copy />
        </noscript>
        <AppliedFilters url={url} links={{ reference }} />
      </div>
      <div className="jobs-layout">
        <section className="jobs-list" aria-labelledby="jobs-list-heading">
          <p className="jobs-total">
            <Trans
              id={data.capped ? 'jobs.list.totalCapped' : 'jobs.list.total'}
              values={{ count: data.total, total }}
              components={{ 0: <strong /> }}
            />
          </p>
          {data.jobs.length === 0 ? (
            <WidenSearch url={url} reference={reference} />
          ) : (
            <ol className="jobs-items">
              {data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} selected={false} />
                </li>
              ))}
            </ol>
          )}
          <p className="jobs-shown">
            {t(data.capped ? 'jobs.list.shownCapped' : 'jobs.list.shown', {
              shown: formatCount(data.jobs.length),
              total,
            })}
          </p>
          <Pagination className="jobs-pagination" page={data.page} pageCount={data.pageCount} hrefFor={hrefFor} />
        </section>
      </div>
    </div>
  );
}
