// mfe-candidate's server module (docs/architecture.md#one-rendering): the first HTML of the candidate's dashboard,
// written by the same view the browser renders, from the answer the api read for the signed-in candidate
// (docs/delivery.md#the-dashboard-in-the-first-html). Built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data: nothing here fetches. Pure functions of their input; the api
// checks `version` before calling them.
import { renderToString } from 'react-dom/server';
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import type { CandidateDashboard } from 'shared-kit/contracts';
import { I18nRoot, i18n, loadKitMessages } from 'shared-kit/i18n';
import { MemoryRouter } from 'shared-kit/router';
import { CandidateDashboardView } from './features/dashboard/components/dashboard-page';
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

/** `/account/dashboard` of one signed-in candidate, inside the area's wrapper (CandidateRoutes'), in `locale`. */
export function renderDashboard(input: {
  dashboard: CandidateDashboard;
  user: Greeted;
  path: string;
  locale: string;
}): string {
  const chosen: Locale = isLocale(input.locale) ? input.locale : 'en';
  // The one instance switches per call; a render is synchronous, so two pages never mix their languages.
  i18n.activate(chosen);
  const answer = { status: 'success' as const, data: input.dashboard, retry: () => undefined };
  return renderToString(
    <I18nRoot>
      <MemoryRouter initialEntries={[input.path]}>
        <div className="sk-area candidate-area">
          <CandidateDashboardView
            name={input.user.nombre}
            apellidos={input.user.apellidos}
            email={input.user.email}
            dashboard={answer}
          />
        </div>
      </MemoryRouter>
    </I18nRoot>,
    // useId's ids start with a letter, as HTML validators want them.
    { identifierPrefix: 'candidate-' },
  );
}
