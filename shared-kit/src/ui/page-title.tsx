import { type ReactNode, useEffect } from 'react';

export const SITE_NAME = 'EuLangJobs';

export type PageTitleProps = {
  /** The document title (the site name is appended unless it is already there). */
  title: string;
  /** The visible h1; defaults to `title`. `false` renders no heading (the page has its own). */
  heading?: ReactNode | false;
};

/** Sets document.title and renders the page's h1. */
export function PageTitle({ title, heading }: PageTitleProps) {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
  if (heading === false) return null;
  return <h1>{heading ?? title}</h1>;
}
