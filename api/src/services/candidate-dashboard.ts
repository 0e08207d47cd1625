// The candidate's dashboard in one answer (docs/candidate-area.md#the-dashboard): its six blocks were six calls, each
// with its own session check and its own render on the phone; now one call reads them together, at once.
import {
  type CandidateDashboard,
  type CandidateDashboardProfile,
  DASHBOARD_APPLICATIONS_SIZE,
  DASHBOARD_MATCHINGS_SIZE,
  type DashboardMatchings,
  FAVORITES_PAGE_SIZE,
  type LatestSearch,
  type Locale,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { say, type Translate } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { applicationsPage } from './applications';
import { candidateEvents, latestSearches, searchLabel } from './candidate-activity';
import { favoritesPage } from './favorites';
import { storedAlertWords } from './job-alerts';
import { matchings } from './matchings';
import type { ReferenceData } from './reference';
import { candidateTasks } from './users';

/** Who asks, in which language, and where a block that fails is reported. */
export type DashboardContext = {
  locale: Locale;
  t: Translate;
  reference: ReferenceData;
  /** A part that failed: logged, and answered as null (its block shows its own error and retry). */
  onPartError: (part: string, error: unknown) => void;
};

/**
 * The candidate's latest searches, each said in the reader's language now, as a job alert's mail says its search:
 * the stored label is in the language the search was run in. A search that no longer resolves keeps its label.
 */
export async function latestSearchesInWords(
  db: Db,
  userId: number,
  { locale, t, reference }: Pick<DashboardContext, 'locale' | 't' | 'reference'>,
): Promise<LatestSearch[]> {
  const searches = await latestSearches(db, userId);
  return Promise.all(
    searches.map(async (search) => {
      const words = await storedAlertWords(db, reference, search.path, locale);
      return words ? { ...search, label: searchLabel(words.heading, { keywords: words.keywords }, t) } : search;
    }),
  );
}

/** The greeting's names and photo, and the profile's tasks (not the whole profile: the dashboard shows no more). */
async function dashboardProfile(db: Db, userId: number): Promise<CandidateDashboardProfile> {
  const [tasks, user] = await Promise.all([
    candidateTasks(db, userId),
    db
      .selectFrom('users')
      .leftJoin('candidates', 'candidates.user_id', 'users.id')
      .select(['users.nombre', 'users.apellidos', 'users.email', 'candidates.path_foto_128', 'candidates.path_foto'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    photo: user.path_foto_128 ?? user.path_foto ?? null,
    tasks,
  };
}

/** The best matchings; a profile not ready for them (SPEC's 422 on `profile`) is the block's next step, in words. */
async function dashboardMatchings(db: Db, userId: number, context: DashboardContext): Promise<DashboardMatchings> {
  try {
    const jobs = await matchings(
      db,
      userId,
      { page: 1, size: DASHBOARD_MATCHINGS_SIZE, latests: false, companyKey: null, locale: context.locale },
      context.reference.languages,
    );
    return { kind: 'list', jobs: jobs.data, total: jobs.total };
  } catch (error) {
    const reason = error instanceof ValidationFailed ? error.errors.profile?.[0] : undefined;
    if (reason === undefined) throw error;
    return { kind: 'off', message: say(context.t, reason) };
  }
}

/**
 * Every block of the dashboard, read at the same time. One part that fails does not fail the others: it is reported
 * and answered as null, as one failed call of the six left the other blocks shown.
 */
export async function candidateDashboard(
  db: Db,
  userId: number,
  context: DashboardContext,
): Promise<CandidateDashboard> {
  const part = <T>(name: string, read: Promise<T>): Promise<T | null> =>
    read.catch((error: unknown) => {
      context.onPartError(name, error);
      return null;
    });
  const [profile, applications, recommended, favorites, searches, events] = await Promise.all([
    part('profile', dashboardProfile(db, userId)),
    part(
      'applications',
      applicationsPage(db, userId, {
        page: 1,
        rows: DASHBOARD_APPLICATIONS_SIZE,
        status: null,
        locale: context.locale,
      }),
    ),
    part('matchings', dashboardMatchings(db, userId, context)),
    part(
      'favorites',
      favoritesPage(db, userId, {
        page: 1,
        rows: FAVORITES_PAGE_SIZE,
        search: undefined,
        status: 'all',
        locale: context.locale,
      }),
    ),
    part('searches', latestSearchesInWords(db, userId, context)),
    part('events', candidateEvents(db, userId)),
  ]);
  return {
    profile,
    applications,
    matchings: recommended,
    favorites,
    searches: searches && { results: searches },
    events: events && { events },
  };
}
