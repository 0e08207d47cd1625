// mfe-candidate's server module (docs/architecture.md#one-rendering): the first HTML of the candidate's dashboard,
// written by the same view the browser renders, from the answer the api read for the signed-in candidate
// (docs/delivery.md#the-dashboard-in-the-first-html). Built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data: nothing here fetches. Pure functions of their input; the api
// checks `version` before calling them.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import type { CandidateDashboard, MatchingsResponse } from 'shared-kit/contracts';
import { I18nRoot, i18n, loadKitMessages } from 'shared-kit/i18n';
import { MemoryRouter } from 'shared-kit/router';
import { CandidateDashboardView } from './features/dashboard/components/dashboard-page';
import { MatchingsAnswer, MatchingsFrame } from './features/matchings/components/matchings-page';
import { loadCandidateMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export async function prepare(): Promise<void> {
  for (const locale of LOCALES) {
    const [kit, candidate] = await Promise.all([loadKitMessages(locale), loadCandidateMessages(locale)]);
    i18n.load(locale, { ...kit, ...candidate });
  }
}

/** What the dashboard greets the candidate with, as the session says it (the api's user). */
type Greeted = { nombre: string | null; apellidos: string | null; email: string };

/** The area's markup at `path` inside its wrapper (CandidateRoutes'), in `locale`. */
function render(path: string, locale: string, screen: ReactNode): string {
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // The one instance switches per call; a render is synchronous, so two pages never mix their languages.
  i18n.activate(chosen);
  return renderToString(
    <I18nRoot>
      <MemoryRouter initialEntries={[path]}>
        <div className="sk-area candidate-area">{screen}</div>
      </MemoryRouter>
    </I18nRoot>,
    // useId's ids start with a letter, as HTML validators want them.
    { identifierPrefix: 'candidate-' },
  );
}

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
