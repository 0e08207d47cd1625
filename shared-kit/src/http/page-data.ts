// By deep relative path, as shared-kit/routes does: the contracts' index would pull TypeBox into the first render.
import {
  type JobListRequestFields,
  jobListRequestKey,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
} from '../contracts/page-data';
import { getSession } from 'shared-kit/session';

// docs/delivery.md#the-list-travels-in-the-page: the server-rendered page carries the answers the first render would
// ask the api for; the screen takes one instead of asking again.

let data: PageData | null | undefined;

/** The page's data, parsed once (null when the page carries none, or it cannot be read). */
function pageData(): PageData | null {
  if (data !== undefined) return data;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    data = text ? (JSON.parse(text) as PageData) : null;
  } catch {
    data = null;
  }
  return data;
}

/**
 * The page's answer `name` if it answers the request `key`, once: the first screen takes it, any later request (the
 * same list visited again) asks the api. A signed-in visitor never takes it: the page holds a guest's answer
 * (the api adds a candidate's own fields to theirs).
 */
function take<K extends keyof PageData>(name: K, key: string): NonNullable<PageData[K]>['answer'] | null {
  const all = pageData();
  const entry = all?.[name];
  if (!all || !entry || entry.key !== key) return null;
  delete all[name];
  return getSession().token ? null : entry.answer;
}

/** The job list the page carries, if it is the answer to `request` (mfe-jobs' getJobs asks first). */
export function takePageJobList(request: JobListRequestFields) {
  return take('jobList', jobListRequestKey(request));
}

/**
 * The page's answer to `GET url`, once, for a guest (shared-kit's `useGet` asks here first): the screen that reads it
 * draws the page at once instead of asking the api for what the server has just read.
 */
export function takePageAnswer<T>(url: string): T | null {
  const answers = pageData()?.answers;
  if (!answers || !Object.hasOwn(answers, url)) return null;
  const answer = answers[url] as T;
  delete answers[url];
  return getSession().token ? null : answer;
}

/** Tests: read the page again. */
export function forgetPageData(): void {
  data = undefined;
}
