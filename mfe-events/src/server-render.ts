// mfe-events' server module (docs/architecture.md#one-rendering): built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts). For now it says the area's words for the built pages the api still writes
// (api/src/routes/pages/render/site-page.ts), so the api reads no catalogue of the area's source; the pages
// themselves can move here as mfe-jobs' did. Pure functions of their input.
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import { i18n, loadKitMessages } from 'shared-kit/i18n';
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

/** A message of the area's (or shared-kit's) catalogue in a language (`events.*`). */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  const chosen: Locale = isLocale(input.locale) ? input.locale : 'en';
  i18n.activate(chosen);
  return i18n._(input.id, input.values);
}
