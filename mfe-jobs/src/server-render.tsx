// mfe-jobs' server module (docs/architecture.md#one-rendering): the first HTML of the area's public pages, written by
// the same components the browser renders. Built by tooling/build-server-module.mjs into `dist/server/render.js`
// (never part of a client chunk) and run by the api (api/src/lib/remote-render.ts), which passes the data it already
// loaded: nothing here fetches. Pure functions of their input; the api checks `version` before calling them.
import type { ReactNode } from 'react';
import { isLocale, type Locale } from 'shared-kit/constants';
import type { BlogPost } from 'shared-kit/blog';
import type { Job } from 'shared-kit/contracts';
import { i18n, loadKitMessages } from 'shared-kit/i18n';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import { JobCard } from './components/job-card';
import type { BlogList } from './features/blog/api/get-blog-list';
import { BlogListView } from './features/blog/components/blog-list-page';
import { BlogUnavailable } from './features/blog/components/blog-parts';
import { BlogPostView } from './features/blog/components/blog-post-page';
import { JobDetails } from './features/job-detail/components/job-details';
import { JobListView, type JobListViewData } from './features/job-list/components/job-list-view';
import { loadJobsMessages } from './locales';
import { loadJobsPageMessages } from './locales/pages';

/** The contract with the api: a new major (a changed input) gets a new number, so an older api falls back. */
export const version = 1;

/**
 * Every language's messages, shared-kit's (job formatters, the design system's labels) and the area's own (its screens' and its blog pages'), compiled
 * into this file at build time: the api awaits this once after it has loaded the module.
 */
export const prepare = () => loadEveryLanguage([loadKitMessages, loadJobsMessages, loadJobsPageMessages]);

function inLocale(locale: string): Locale {
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // The one instance switches per call; a message is said synchronously, so two pages never mix their languages.
  i18n.activate(chosen);
  return chosen;
}

/** The area's markup at `path`, as the browser's router would place it (a memory router: nothing navigates here). */
const render = (path: string, locale: string, screen: ReactNode) =>
  renderScreen({ path, locale, idPrefix: 'jobs-', screen });

/** The job's own page as a guest sees it (JobDetails in page mode), inside the area's wrapper. */
export function renderJobPage(input: { job: Job; h1: string; path: string; locale: string }): string {
  const { job, h1, path, locale } = input;
  return render(
    path,
    locale,
    <div className="sk-area jobs-area">
      <JobDetails job={job} seo={{ h1 } as never} related={null} mode="page" />
    </div>,
  );
}

/** A list's job cards (JobCard, the list's `<ol>`): the api lays them into the list page it writes. */
export function renderJobCards(input: { jobs: Job[]; path: string; locale: string }): string {
  const { jobs, path, locale } = input;
  return render(
    path,
    locale,
    <ol className="jobs-items">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} selected={false} />
        </li>
      ))}
    </ol>,
  );
}

/**
 * A job list's page (every variant, minisites): JobListPage's frame with the cards, its forms working without
 * JavaScript (JobListView). Added to contract 1: an api that calls it falls back to the skeleton with an older module.
 */
export function renderJobList(input: JobListViewData & { path: string; locale: string }): string {
  const { path, locale, ...data } = input;
  return render(
    path,
    locale,
    <div className="sk-area jobs-area">
      <JobListView data={data} />
    </div>,
  );
}

/** A list of the blog's posts (`/blog`, `/blog/posts/{n}`, a category's), as its screen shows it once loaded. */
export function renderBlogList(input: { list: BlogList; home: boolean; path: string; locale: string }): string {
  const { list, home, path, locale } = input;
  return render(
    path,
    locale,
    <div className="sk-area jobs-area">
      <BlogListView list={list} home={home} />
    </div>,
  );
}

/** One of the blog's articles (its HTML already sanitised by the api's blog reader). */
export function renderBlogPost(input: { post: BlogPost; path: string; locale: string }): string {
  const { post, path, locale } = input;
  return render(
    path,
    locale,
    <div className="sk-area jobs-area">
      <BlogPostView post={post} />
    </div>,
  );
}

/**
 * A blog page while the blog's server does not answer (the api sends it with 503): the area's error under the blog's
 * heading, its retry a link to the same address, which works without JavaScript. Added to contract 1: without it the
 * page has the area's skeleton.
 */
export function renderBlogUnavailable(input: { path: string; locale: string }): string {
  return render(
    input.path,
    input.locale,
    <div className="sk-area jobs-area">
      <BlogUnavailable retryHref={input.path} />
    </div>,
  );
}

/**
 * A message of the area's (or shared-kit's) catalogue in a language: the words the api says in its heads of the
 * area's pages (the blog's list headings: docs/blog.md).
 */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  inLocale(input.locale);
  return i18n._(input.id, input.values);
}
