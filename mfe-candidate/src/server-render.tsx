// mfe-candidate's server module (docs/architecture.md#one-rendering): the first HTML of the candidate's dashboard,
// matchings and profile,
// written by the same view the browser renders, from the answer the api read for the signed-in candidate
// (docs/delivery.md#the-dashboard-in-the-first-html). Built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data: nothing here fetches. Pure functions of their input; the api
// checks `version` before calling them.
import type { ReactNode } from 'react';
import type { CandidateDashboard, CandidateProfileResponse, MatchingsResponse } from 'shared-kit/contracts';
import { loadKitMessages } from 'shared-kit/i18n';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import { CandidateDashboardView } from './features/dashboard/components/dashboard-page';
import { MatchingsAnswer, MatchingsFrame } from './features/matchings/components/matchings-page';
import { ProfileView } from './features/profile/components/profile-page';
import { loadCandidateMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export const prepare = () => loadEveryLanguage([loadKitMessages, loadCandidateMessages]);

/** What the dashboard greets the candidate with, as the session says it (the api's user). */
type Greeted = { nombre: string | null; apellidos: string | null; email: string };

/** The area's markup at `path` inside its wrapper (CandidateRoutes'), in `locale`. */
const render = (path: string, locale: string, screen: ReactNode) =>
  renderScreen({
    path,
    locale,
    idPrefix: 'candidate-',
    screen: <div className="sk-area candidate-area">{screen}</div>,
  });

/** `/account/dashboard` of one signed-in candidate, from the api's answer for them. */
export function renderDashboard(input: {
  dashboard: CandidateDashboard;
  user: Greeted;
  path: string;
  locale: string;
}): string {
  const answer = { status: 'success' as const, data: input.dashboard, retry: () => undefined };
  return render(
    input.path,
    input.locale,
    <CandidateDashboardView
      name={input.user.nombre}
      apellidos={input.user.apellidos}
      email={input.user.email}
      dashboard={answer}
    />,
  );
}

/** The first page of one signed-in candidate's matchings (`/account/matchings`), from the api's answer for them. */
export function renderMatchings(input: { matchings: MatchingsResponse; path: string; locale: string }): string {
  const ignore = () => undefined;
  return render(
    input.path,
    input.locale,
    <MatchingsFrame>
      <MatchingsAnswer
        answer={{ kind: 'list', page: input.matchings.jobs }}
        page={1}
        busy={false}
        onDiscard={ignore}
        onPage={ignore}
      />
    </MatchingsFrame>,
  );
}

/** `/account/my-profile` of one signed-in candidate, from the api's answer for them (`GET /api/candidates/profile`). */
export function renderProfile(input: { profile: CandidateProfileResponse; path: string; locale: string }): string {
  return render(
    input.path,
    input.locale,
    <ProfileView profile={input.profile} onChange={() => undefined} onRetry={null} />,
  );
}
