// mfe-events' server module (docs/architecture.md#one-rendering): built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data it already loaded: nothing here fetches. It writes
// `/career-events` with the browser's own components, and says the area's words for the built pages the api still
// writes with a template (api/src/routes/pages/render/site-page.ts). Pure functions of their input.
import { renderToString } from 'react-dom/server';
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import { I18nRoot, i18n, loadKitMessages } from 'shared-kit/i18n';
import { MemoryRouter } from 'shared-kit/router';
import type { CareerEventsByTime } from './features/career-events/api/get-career-events';
import { CareerEventsView } from './features/career-events/components/career-events-page';
import { loadEventsMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export async function prepare(): Promise<void> {
  for (const locale of LOCALES) {
    const [kit, events] = await Promise.all([loadKitMessages(locale), loadEventsMessages(locale)]);
    i18n.load(locale, { ...kit, ...events });
  }
}

function inLocale(locale: string): Locale {
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // The one instance switches per call; a render is synchronous, so two pages never mix their languages.
  i18n.activate(chosen);
  return chosen;
}

/**
 * `/career-events` as the browser shows it once its events are loaded, inside the area's wrapper (EventsRoutes'),
 * its dates in each event's own zone (the server does not know the visitor's). Added to contract 1: an api calling
 * a module without it leaves the page to the browser.
 */
export function renderCareerEvents(input: { events: CareerEventsByTime; now: number; path: string; locale: string }) {
  const { events, now, path, locale } = input;
  inLocale(locale);
  return renderToString(
    <I18nRoot>
      <MemoryRouter initialEntries={[path]}>
        <div className="sk-area events-area">
          <CareerEventsView events={events} now={now} timeZone="event" />
        </div>
      </MemoryRouter>
    </I18nRoot>,
    // useId's ids start with a letter, as HTML validators want them.
    { identifierPrefix: 'events-' },
  );
}

/** A message of the area's (or shared-kit's) catalogue in a language (`events.*`). */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  inLocale(input.locale);
  return i18n._(input.id, input.values);
}
