import { routePath } from 'shared-kit/routes';
import type { Session } from 'shared-kit/session';
import type { ShellMessageId } from '../../../locales';

export type AccountLink = { id: string; to: string; label: ShellMessageId };

// Each role's way around its account (docs/front-end-rules.md#6-a-way-around-the-account): the navbar's account menu on a
// desktop and the phone's menu list the same links, in this order. Paths come from the route table.
const link = (route: string, label: ShellMessageId, id = route): AccountLink => ({ id, to: routePath(route), label });

const CANDIDATE: AccountLink[] = [
  link('account-dashboard', 'shell.account.dashboard'),
  link('account-my-profile', 'shell.account.profile'),
  link('account-my-cvs', 'shell.account.cvs'),
  link('account-my-jobs', 'shell.account.myJobs'),
  link('account-job-alerts', 'shell.account.jobAlerts'),
  link('account-matchings', 'shell.account.matchings'),
  link('account-settings', 'shell.account.settings'),
];

const COMPANY: AccountLink[] = [
  link('company-dashboard', 'shell.account.dashboard'),
  link('company-jobs', 'shell.account.jobs'),
  link('company-applicants', 'shell.account.applicants'),
  link('company-cv-search', 'shell.account.cvSearch'),
  link('company-minisite', 'shell.account.minisite'),
  link('company-events', 'shell.account.events'),
  link('company-services', 'shell.account.services'),
  link('company-account-settings', 'shell.account.settings'),
];

// The admin area is one route of the table (`/admin/*`); its screens are the area's own (mfe-events admin-area.tsx).
const ADMIN_ROOT = routePath('admin');
const ADMIN: AccountLink[] = [
  { id: 'admin', to: ADMIN_ROOT, label: 'shell.account.dashboard' },
  { id: 'admin-new-event', to: `${ADMIN_ROOT}/events/new`, label: 'shell.account.adminNewEvent' },
  { id: 'admin-jobs', to: `${ADMIN_ROOT}/jobs`, label: 'shell.account.adminJobs' },
  { id: 'admin-blog', to: `${ADMIN_ROOT}/blog`, label: 'shell.account.adminBlog' },
];

/** The account's pages for a signed-in role (log out comes after them, set apart); none for a guest. */
export function accountLinks(type: Session['type']): AccountLink[] {
  if (type === 'candidate') return CANDIDATE;
  if (type === 'company') return COMPANY;
  if (type === 'admin') return ADMIN;
  return [];
}

/** The log-out route: the last entry of every signed-in menu. */
export const LOG_OUT_PATH = routePath('logout');

/** Whether `pathname` is the page of `to` or a page under it (`/account/my-jobs/applications` for My jobs). */
export const isCurrent = (to: string, pathname: string) =>
  pathname === to || (to !== ADMIN_ROOT && pathname.startsWith(`${to}/`));
