// The remotes' public pages the api writes with the answers it read, which the page then carries for the browser's
// first render (docs/delivery.md#the-list-travels-in-the-page): `/career-events` (mfe-events) and mfe-company's pages
// for guests. resolve-page.ts routes to them.
import { CAREER_EVENTS_URLS } from 'shared-kit/contracts';
import { companyLanding } from '../../services/company-landing';
import { cvSearchStats } from '../../services/cv-search';
import { publishedEvents } from '../../services/events/career-events';
import { catalogueFor } from '../../services/payments';
import type { Page, PageContext } from './resolve-page';
import { renderLayout } from './shell-layout';

/**
 * `/career-events` in its layout as mfe-events renders it, or '' (the browser renders it) without its module; either
 * way the page carries the two answers it read, for the browser's first render (docs/delivery.md#the-list-travels-in-the-page).
 */
export async function careerEventsRoot(context: PageContext, path: string): Promise<Pick<Page, 'root' | 'data'>> {
  const [upcoming, past] = await Promise.all([
    publishedEvents(context.db, 'upcoming'),
    publishedEvents(context.db, 'past'),
  ]);
  const markup = await context.remotes.careerEvents({
    events: { upcoming, past },
    now: Date.now(),
    path,
    locale: context.locale,
  });
  return {
    root: markup === null ? '' : renderLayout(path, markup, context),
    data: {
      answers: { [CAREER_EVENTS_URLS.upcoming]: { events: upcoming }, [CAREER_EVENTS_URLS.past]: { events: past } },
    },
  };
}

/**
 * One of mfe-company's public pages in its layout as the area renders it for a guest, or '' (the browser renders it)
 * without its module or for a page it does not write; with the answer it read, which the page carries for the
 * browser's first render (`useGet` takes it: docs/delivery.md#the-list-travels-in-the-page).
 */
export async function companyPageRoot(context: PageContext, path: string): Promise<Pick<Page, 'root' | 'data'>> {
  const { markup, answers } = await companyPageMarkup(context, path);
  return { root: markup === null ? '' : renderLayout(path, markup, context), data: answers ? { answers } : undefined };
}

async function companyPageMarkup(
  context: PageContext,
  path: string,
): Promise<{ markup: string | null; answers?: Record<string, unknown> }> {
  const { locale, remotes } = context;
  switch (path) {
    case '/company': {
      const landing = await companyLanding(context.db);
      const markup = await remotes.companyLanding({ landing, path, locale });
      return { markup, answers: { '/api/company-landing': landing } };
    }
    case '/company/pricing': {
      const services = await catalogueFor(context.db, null);
      const markup = await remotes.pricing({ services, path, locale });
      return { markup, answers: { '/api/services': { services } } };
    }
    case '/company/find-candidates-in-Europe': {
      const stats = await cvSearchStats(context.db);
      const markup = await remotes.findCandidates({ stats, path, locale });
      return { markup, answers: { '/api/cv-search-stats': stats } };
    }
    case '/company/registry':
      return { markup: await remotes.registry({ path, locale }) };
    default:
      return { markup: null };
  }
}
