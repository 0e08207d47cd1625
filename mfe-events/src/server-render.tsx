// mfe-events' server module (docs/architecture.md#one-rendering): built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data it already loaded: nothing here fetches. It writes
// `/career-events` with the browser's own components, and says the area's words for the built pages the api still
// writes with a template (api/src/routes/pages/render/site-page.ts), and the admin's dashboard for an admin's session
// (docs/delivery.md#the-dashboard-in-the-first-html). Pure functions of their input.
import type { ReactNode } from 'react';
import type { AdminEventList, AdminPageList } from 'shared-kit/contracts';
import { isLocale, type Locale } from 'shared-kit/constants';
import { i18n, loadKitMessages } from 'shared-kit/i18n';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import { AdminFrame } from './features/admin/components/admin-area';
import { AdminDashboardView } from './features/admin/components/admin-dashboard';
import type { CareerEventsByTime } from './features/career-events/api/get-career-events';
import { CareerEventsView } from './features/career-events/components/career-events-page';
import { loadEventsMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export const prepare = () => loadEveryLanguage([loadKitMessages, loadEventsMessages]);

function inLocale(locale: string): Locale {
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // The one instance switches per call; a message is said synchronously, so two pages never mix their languages.
  i18n.activate(chosen);
  return chosen;
}

/** The area's markup at `path` inside its wrapper (EventsRoutes'), in `locale`. */
const render = (path: string, locale: string, screen: ReactNode) =>
  renderScreen({ path, locale, idPrefix: 'events-', screen: <div className="sk-area events-area">{screen}</div> });

/**
 * `/career-events` as the browser shows it once its events are loaded, inside the area's wrapper (EventsRoutes'),
 * its dates in each event's own zone (the server does not know the visitor's). Added to contract 1: an api calling
 * a module without it leaves the page to the browser.
 */
export function renderCareerEvents(input: { events: CareerEventsByTime; now: number; path: string; locale: string }) {
  return render(input.path, input.locale, <CareerEventsView events={input.events} now={input.now} timeZone="event" />);
}

/**
 * `/admin` for an admin's session: the area's bar above the dashboard of the events and the builder's pages, from the
 * api's own answers, the dates in each event's own zone (the server does not know the admin's). Added to contract 1.
 */
export function renderAdminDashboard(input: {
  events: AdminEventList;
  pages: AdminPageList;
  path: string;
  locale: string;
}): string {
  const ignore = () => undefined;
  return render(
    input.path,
    input.locale,
    <AdminFrame withBlog withJobs>
      <AdminDashboardView
        events={{ status: 'success', data: input.events, retry: ignore }}
        pages={{ status: 'success', data: input.pages, retry: ignore }}
        timeZone="event"
      />
    </AdminFrame>,
  );
}

/** A message of the area's (or shared-kit's) catalogue in a language (`events.*`). */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  inLocale(input.locale);
  return i18n._(input.id, input.values);
}
