import { canonicalName, jobsPath } from 'shared-kit/routes';

/** The filters of the new-alert form, as the job list's own (docs/candidate-area.md#job-alerts). */
export type AlertFilters = {
  keywords: string;
  /** A board language's name, or '' for any. */
  language: string;
  /** A country's name, or '' for anywhere. */
  country: string;
  remote: boolean;
};

/**
 * The job-list address of the filters, spelt as the job list spells its own (`/remote-jobs-in-Germany-for-German-
 * speakers?keywords=java`): the api reads it with the list's grammar and refuses what is not one, so the form and
 * the list's "Save this search" save the same thing.
 */
export function alertSearchPath(filters: AlertFilters): string {
  const language = canonicalName(filters.language);
  const location = canonicalName(filters.country);
  const path = jobsPath({
    languages: language ? [language] : [],
    location: location || null,
    remote: filters.remote ? 'remote' : null,
  });
  const keywords = filters.keywords.trim();
  return keywords ? `${path}?${new URLSearchParams({ keywords })}` : path;
}
