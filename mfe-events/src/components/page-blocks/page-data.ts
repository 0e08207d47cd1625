import { createContext, type ReactNode, useContext } from 'react';
import type { EventDetail, Job, PageBlockProps } from 'shared-kit/contracts';

/**
 * What a page's data-bound blocks show (docs/events.md#pages): the event of an event page or landing, the jobs the
 * page lists, and the sign-up form of the page it is on. The page that renders a document provides it; the builder
 * provides sample data.
 */
export type PageData = {
  event?: EventDetail | null;
  /** The jobs of `event_jobs` and `company_jobs` blocks, by block id. */
  jobs?: Record<string, Job[]>;
  /** Served image addresses by file id (the api's `images`). */
  images?: Record<string, string>;
  /** The sign-up form of a `registration_form` block; absent in the builder, which shows a preview. */
  renderRegistration?: (props: PageBlockProps<'registration_form'>) => ReactNode;
  /** Images' width and height by file id where known (the server's render): their room is kept while they load. */
  imageSizes?: Record<string, { width: number; height: number }>;
  /**
   * 'event': the event's dates in its own zone. The server's render (docs/pages.md#first-html-of-built-pages) cannot
   * know the reader's zone, which the browser's render then uses.
   */
  timeZone?: 'event';
};

export const PageDataContext = createContext<PageData>({});
export const usePageData = () => useContext(PageDataContext);
