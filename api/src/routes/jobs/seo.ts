import type { Seo } from 'shared-kit/contracts';
import type { FilterLabels } from './filters';

export const SITE_NAME = 'EuLangJobs';

/** "Jobs for German + French speakers in Berlin", "Remote jobs", "Jobs with TypeScript", ... */
function listHeading(labels: FilterLabels): string {
  const parts: string[] = [labels.remote && labels.location !== 'Remote' ? `${labels.remote} jobs` : 'Jobs'];
  if (labels.company) parts.push(`at ${labels.company}`);
  if (labels.skill) parts.push(`with ${labels.skill}`);
  if (labels.languages.length > 0) parts.push(`for ${labels.languages.join(' + ')} speakers`);
  if (labels.location === 'Remote') parts[0] = 'Remote jobs';
  else if (labels.location) parts.push(`in ${labels.location}`);
  else parts.push('in Europe');
  return parts.join(' ');
}

export function jobListSeo(input: {
  labels: FilterLabels;
  total: number;
  capped: boolean;
  page: number | null;
  canonical: string;
  /** No job on this page (zero results, or a page past the end). */
  empty?: boolean;
}): Seo {
  const heading = listHeading(input.labels);
  const count = input.capped ? `${input.total}+` : String(input.total);
  const pageSuffix = input.page && input.page > 1 ? ` - page ${input.page}` : '';
  return {
    title: `${heading}${pageSuffix} | ${SITE_NAME}`,
    h1: heading,
    text: `${count} offers for multilingual candidates and expats. Apply in your languages.`,
    meta: `${heading}: ${count} current offers for multilingual candidates on ${SITE_NAME}.`,
    script: null,
    canonical: input.canonical,
    // docs/product-rules.md#indexing: zero results mark the page noindex; so does a page past the end (docs/pages.md).
    robots: input.total === 0 || input.empty ? 'noindex, follow' : 'index, follow',
  };
}
