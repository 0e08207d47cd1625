// The account pages the api writes into their first HTML for the session they are asked with
// (docs/delivery.md#the-dashboard-in-the-first-html): which pages, for which user type, from which GETs, by which
// remote's render. resolve-page.ts asks here before it falls back to the area's skeleton.
import {
  type AdminEventList,
  type AdminPageList,
  type ApplicantsPage,
  type CandidateDashboard,
  type CandidateProfileResponse,
  type CompanyDashboard,
  type CountryListResponse,
  FIRST_REQUEST_URLS,
  firstRequests,
  type JobListResponse,
  type MatchingsResponse,
  type PageData,
  type RouteMatch,
} from 'shared-kit/contracts';
import type { JobEditorLists } from '../../lib/remote-render';
import type { AuthUser } from '../../types';
import type { PageContext } from './resolve-page';

/**
 * The account pages the api writes for the session the page was asked with (docs/delivery.md#the-dashboard-in-the-first-html):
 * the user type they are for, the GETs the page's first screen makes, and the remote's render of their answers (in
 * the order of `urls`).
 */
const SIGNED_IN_PAGES: Record<
  string,
  {
    type: AuthUser['type'];
    urls: readonly string[];
    render: (context: PageContext, answers: never, viewer: AuthUser, path: string) => Promise<string | null>;
    /** Whether the page at this address is the one `urls` answer; else, that the shell asks for the first one first. */
    shows?: (route: RouteMatch, search: URLSearchParams) => boolean;
  }
> = {
  admin: {
    type: 'admin',
    urls: [FIRST_REQUEST_URLS.adminEvents, FIRST_REQUEST_URLS.adminPages],
    // `/admin` itself, the dashboard: the area's other pages (`/admin/*`) keep the skeleton.
    shows: (route) => !route.params['*'],
    render: (context, [events, pages]: [AdminEventList, AdminPageList], _viewer, path) =>
      context.remotes.adminDashboard({ events, pages, path, locale: context.locale }),
  },
  'account-dashboard': {
    type: 'candidate',
    urls: [FIRST_REQUEST_URLS.candidateDashboard],
    render: (context, [dashboard]: [CandidateDashboard], viewer, path) =>
      context.remotes.candidateDashboard({
        dashboard,
        user: { nombre: viewer.nombre, apellidos: viewer.apellidos, email: viewer.email },
        path,
        locale: context.locale,
      }),
  },
  'account-matchings': {
    type: 'candidate',
    urls: [FIRST_REQUEST_URLS.firstMatchings],
    render: (context, [matchings]: [MatchingsResponse], _viewer, path) =>
      context.remotes.candidateMatchings({ matchings, path, locale: context.locale }),
  },
  'account-my-profile': {
    type: 'candidate',
    urls: [FIRST_REQUEST_URLS.candidateProfile],
    render: (context, [profile]: [CandidateProfileResponse], _viewer, path) =>
      context.remotes.candidateProfile({ profile, path, locale: context.locale }),
  },
  'company-applicants': {
    type: 'company',
    urls: [FIRST_REQUEST_URLS.firstApplicants],
    // The unfiltered list only: a job, a stage, a search or another page in the query is the browser's to ask for.
    shows: (_route, search) => search.size === 0,
    render: (context, [applicants]: [ApplicantsPage], _viewer, path) =>
      context.remotes.companyApplicants({ applicants, path, locale: context.locale }),
  },
  'company-jobs-create': {
    type: 'company',
    urls: [FIRST_REQUEST_URLS.editorCountries, FIRST_REQUEST_URLS.editorLanguages, FIRST_REQUEST_URLS.editorRemotes],
    render: (
      context,
      [countries, languages, jobs]: [CountryListResponse, Pick<JobEditorLists, 'languages'>, JobListResponse],
      _viewer,
      path,
    ) =>
      context.remotes.companyJobEditor({
        lists: { countries: countries.countries, languages: languages.languages, remotes: jobs.remotes },
        path,
        locale: context.locale,
      }),
  },
  'company-dashboard': {
    type: 'company',
    urls: [FIRST_REQUEST_URLS.companyDashboard],
    render: (context, [dashboard]: [CompanyDashboard], _viewer, path) =>
      context.remotes.companyDashboard({ dashboard, path, locale: context.locale }),
  },
};

/**
 * The page `routeId` of the user whose session the page was asked with, as the area renders it from the api's own
 * answers for them, with those answers for the browser's first render; null (the area's skeleton) for another page,
 * anyone else, a stale cookie, a GET that does not answer 200, or without the area's module.
 */
export async function signedInPageMarkup(
  context: PageContext,
  path: string,
  route: RouteMatch,
  search: URLSearchParams,
) {
  const page = SIGNED_IN_PAGES[route.id];
  if (!page) return null;
  // Only where those GETs are the page's first (the matchings' first page, not `/account/matchings/2`).
  const shown = page.shows
    ? page.shows(route, search)
    : page.urls.every((url) => firstRequests(route.id, route.params).includes(url));
  if (!shown) return null;
  const viewer = await context.viewer();
  if (viewer?.type !== page.type) return null;
  const answers = await Promise.all(page.urls.map((url) => context.answerAs(url)));
  if (answers.some((answer) => answer === null)) return null;
  const markup = await page.render(context, answers as never, viewer, path);
  if (markup === null) return null;
  const data: PageData = {
    answers: Object.fromEntries(page.urls.map((url, index) => [url, answers[index]])),
    viewer: viewer.id,
  };
  return { markup, data };
}
