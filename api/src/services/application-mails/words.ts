// What every mail about an application says the same way (docs/operations.md#mails-about-applications): the
// candidate's language, the greeting, the links and the line saying why the mail came and how to stop it.
import { DEFAULT_LOCALE, jobPath, type Locale, LOCALES } from 'shared-kit/contracts';
import type { Translate } from '../../i18n/catalogues';
import { SITE_NAME } from '../jobs/seo';

/** The candidate's interface language: their account's choice, else `fallback` (the request's), else English. */
export function mailLocale(stored: string | null | undefined, fallback?: Locale): Locale {
  if ((LOCALES as readonly string[]).includes(stored ?? '')) return stored as Locale;
  return fallback ?? DEFAULT_LOCALE;
}

export const greeting = (t: Translate, name: string | null) =>
  name?.trim() ? t('api.mail.reset.greeting', { name: name.trim() }) : t('api.mail.reset.greetingAnonymous');

export const jobLink = (origin: string, url: string) => `${origin}${jobPath(url)}`;

/** Why the candidate gets this mail, where their applications are, and the setting that stops these mails. */
export const footer = (t: Translate, origin: string) =>
  t('api.mail.application.footer', {
    site: SITE_NAME,
    applications: `${origin}/account/my-jobs/applications`,
    settings: `${origin}/account/account-settings`,
  });
