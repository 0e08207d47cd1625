// What every mail about an application says the same way (docs/operations.md#mails-about-applications): the
// links and the line saying why the mail came and how to stop it.
import { jobPath } from 'shared-kit/contracts';
import type { Translate } from '../../i18n/catalogues';
import { SITE_NAME } from '../jobs/seo';

export const jobLink = (origin: string, url: string) => `${origin}${jobPath(url)}`;

/** Why the candidate gets this mail, where their applications are, and the setting that stops these mails. */
export const footer = (t: Translate, origin: string) =>
  t('api.mail.application.footer', {
    site: SITE_NAME,
    applications: `${origin}/account/my-jobs/applications`,
    settings: `${origin}/account/account-settings`,
  });
