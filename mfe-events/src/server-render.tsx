// mfe-events' server module (docs/architecture.md#one-rendering): built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data it already loaded: nothing here fetches. It writes
// `/career-events`, the pages marketers build (landing routes and events' entry paths,
// docs/pages.md#first-html-of-built-pages) and the admin's dashboard for an admin's session
// (docs/delivery.md#the-dashboard-in-the-first-html), each with the browser's own components. Pure functions of their
// input.
import type { ReactNode } from 'react';
import type {
  AdminEventList,
  AdminPageList,
  EventLandingRenderInput,
  LandingPageName,
  LandingPageRenderInput,
  PublicPage,
} from 'shared-kit/contracts';
import { isLocale } from 'shared-kit/constants';
import { i18n, loadKitMessages } from 'shared-kit/i18n';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import { AdminFrame } from './features/admin/components/admin-area';
import { AdminDashboardView } from './features/admin/components/admin-dashboard';
import type { CareerEventsByTime } from './features/career-events/api/get-career-events';
import { RegisterWithoutScript } from './components/registration/register-without-script';
import { CareerEventsView } from './features/career-events/components/career-events-page';
import { EventLandingView } from './features/event-entry/components/event-landing';
import { LandingView } from './features/landings/components/landing-view';
import { landingEventId } from './features/landings/lib/landing-kinds';
import { loadEventsMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export const prepare = () => loadEveryLanguage([loadKitMessages, loadEventsMessages]);

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

/** The event a landing route's sign-up joins, if any: the api passes it to `renderLandingPage` (added to contract 1). */
export const landingEvent = (name: LandingPageName): number | null => landingEventId(name) ?? null;

/**
 * A landing route's published page as LandingPage shows it (docs/pages.md#first-html-of-built-pages), the event's
 * dates in its own zone, the images' room kept, and a sign-up that works without JavaScript. Added to contract 1.
 */
export function renderLandingPage(input: LandingPageRenderInput): string {
  const { name, referral, platform } = input;
  const withEvent = landingEventId(name) !== undefined;
  return render(
    input.path,
    input.locale,
    <LandingView
      name={name}
      page={input.page}
      referral={referral}
      data={{
        event: input.event,
        imageSizes: input.imageSizes,
        timeZone: 'event',
        renderRegistration: ({ button_label }) => (
          <RegisterWithoutScript
            referral={referral}
            platform={platform}
            submitLabel={button_label}
            withEvent={withEvent}
          />
        ),
      }}
    />,
  );
}

/**
 * An event's entry path as EventLanding shows it: its published landing page, or its header while none is published,
 * and a sign-up that works without JavaScript. Added to contract 1.
 */
export function renderEventLanding(input: EventLandingRenderInput): string {
  const { referral } = input.entry;
  return render(
    input.path,
    input.locale,
    <EventLandingView
      entry={{ event: input.event, page: input.page as PublicPage | null, path: input.entry }}
      form={(submitLabel) => (
        <RegisterWithoutScript referral={referral} platform={input.platform} submitLabel={submitLabel} withEvent />
      )}
      server={{ imageSizes: input.imageSizes, timeZone: 'event' }}
    />,
  );
}

/**
 * A message of the area's (or shared-kit's) catalogue in a language (`events.*`). The api no longer asks for it (the
 * built pages are rendered above); it stays for an api of before that change, which requires it. Drop it with
 * contract 2.
 */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  i18n.activate(isLocale(input.locale) ? input.locale : 'en');
  return i18n._(input.id, input.values);
}
