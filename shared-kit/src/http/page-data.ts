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
 * Every answer the page carries is taken once, by the first screen that asks (a later request, the same screen
 * visited again, asks the api), and only by whom it was read for: a guest's answer (no `viewer`) by a guest, as the
 * api adds a signed-in user's own fields (a candidate's marks, a company's prices) to theirs; a signed-in page's
 * answers (`viewer`, the candidate's dashboard) by a session of that same user only.
 */
function forViewer<T>(answer: T): T | null {
  const viewer = pageData()?.viewer;
  const session = getSession();
  if (viewer === undefined) return session.token ? null : answer;
  return session.token && session.user?.id === viewer ? answer : null;
}

/** The job list the page carries, if it is the answer to `request` (mfe-jobs' getJobs asks first). */
export function takePageJobList(request: JobListRequestFields) {
  const all = pageData();
  const entry = all?.jobList;
  if (!all || !entry || entry.key !== jobListRequestKey(request)) return null;
  delete all.jobList;
  return forViewer(entry.answer);
}

/**
 * The page's answer to `GET url`, once, for whom it was read (shared-kit's `useGet` asks here first): the screen that reads it
 * draws the page at once instead of asking the api for what the server has just read.
 */
export function takePageAnswer<T>(url: string): T | null {
  const answers = pageData()?.answers;
  if (!answers || !Object.hasOwn(answers, url)) return null;
  const answer = answers[url] as T;
  delete answers[url];
  return forViewer(answer);
}

/** True when the page carries an answer to `GET url` that the current session would take: nothing to ask for. */
export function pageCarries(url: string): boolean {
  const answers = pageData()?.answers;
  return answers !== undefined && Object.hasOwn(answers, url) && forViewer(answers[url]) !== null;
}

/** Tests: read the page again. */
export function forgetPageData(): void {
  data = undefined;
}
