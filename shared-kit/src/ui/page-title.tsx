import type { ReactNode } from 'react';

export { SITE_NAME } from '../contracts/pages';

export type PageTitleProps = {
  /** The page's name; the h1 unless `heading` says otherwise. */
  title: string;
  /** The visible h1; defaults to `title`. `false` renders no heading (the page has its own). */
  heading?: ReactNode | false;
};

/**
 * Renders the page's h1. The document title is not set here: it comes from the page table (shared-kit/contracts
 * pages.ts, applied by the shell on every navigation) or, for job lists and jobs, from the api's `seo`
 * (useApiHead), so the title a visitor sees is the one the server sent (docs/pages.md).
 */
export function PageTitle({ title, heading }: PageTitleProps) {
  if (heading === false) return null;
  return <h1>{heading ?? title}</h1>;
}
