import { formatDate, formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import type { AdminEventList, AdminPageList } from 'shared-kit/contracts';
import type { Request } from 'shared-kit/http';
import { AreaError, Badge, EmptyState, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { useAdminEvents } from '../api/get-admin-events';
import { useAdminPages } from '../api/get-admin-pages';

const PAGE_KIND_LABELS: Record<string, EventsMessageId> = {
  'event-landing': 'events.admin.dashboard.pageKind.event-landing',
  'event-page': 'events.admin.dashboard.pageKind.event-page',
};

/** Which of an event's pages a key is (`event-landing:12`, `event-page:12`); undefined for a landing. */
function pageKindLabel(key: string): EventsMessageId | undefined {
  return PAGE_KIND_LABELS[key.split(':')[0] ?? ''];
}

/**
 * `/admin`: the events (drafts too) and every page the builder edits. The api writes it into the first HTML for an
 * admin's session and carries both answers (docs/delivery.md#the-dashboard-in-the-first-html): that markup stays until
 * they are taken.
 */
export function AdminDashboard() {
  const events = useAdminEvents();
  const pages = useAdminPages();
  return (
    <ServedWhileLoading
      loading={events.status === 'loading' || pages.status === 'loading'}
      select=".admin-main > .admin-dashboard"
      whole
    >
      <AdminDashboardView events={events} pages={pages} />
    </ServedWhileLoading>
  );
}

/**
 * The dashboard for one answer of each list (loading, failed or read). `timeZone`: the browser's, or (the api's
 * first HTML, which cannot know the admin's) each event's own.
 */
export function AdminDashboardView({
  events,
  pages,
  timeZone,
}: {
  events: Request<AdminEventList>;
  pages: Request<AdminPageList>;
  timeZone?: 'event';
}) {
  const t = useTranslate<EventsMessageId>();
  // One placeholder until both lists have answered: the events' table, taller than a skeleton, used to push the
  // pages' section down as it arrived (a layout shift of 0.24 on a phone, docs/delivery.md#main-thread-and-layout).
  if (events.status === 'loading' || pages.status === 'loading') {
    return (
      <div className="admin-dashboard">
        <h1>{t('events.admin.dashboard.heading')}</h1>
        <Skeleton height={360} label={t('events.admin.loading')} />
      </div>
    );
  }
  return (
    <div className="admin-dashboard">
      <h1>{t('events.admin.dashboard.heading')}</h1>
      <section aria-labelledby="admin-events-heading" className="admin-section">
        <div className="sk-split admin-section-head">
          <h2 id="admin-events-heading">{t('events.admin.dashboard.events')}</h2>
          <LinkButton to="/admin/events/new">{t('events.admin.dashboard.newEvent')}</LinkButton>
        </div>
        {events.status === 'error' && (
          <AreaError title={t('events.admin.dashboard.eventsError')} onRetry={events.retry} />
        )}
        {events.status === 'success' &&
          (events.data.events.length === 0 ? (
            <EmptyState title={t('events.admin.dashboard.noEvents')} headingLevel={3} />
          ) : (
            <table className="sk-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('events.admin.dashboard.col.event')}</th>
                  <th scope="col">{t('events.admin.dashboard.col.when')}</th>
                  <th scope="col">{t('events.admin.dashboard.col.status')}</th>
                  <th scope="col">{t('events.admin.dashboard.col.registrations')}</th>
                </tr>
              </thead>
              <tbody>
                {events.data.events.map((event) => (
                  <tr key={event.id}>
                    <th scope="row">
                      <Link to={`/admin/events/${event.id}`}>{event.title}</Link>
                      {event.landing_path && <span className="admin-table-path">{event.landing_path}</span>}
                    </th>
                    <td>
                      {formatDateTimeRange(
                        event.starts_at,
                        event.ends_at,
                        timeZone === 'event' ? event.time_zone : undefined,
                      )}
                    </td>
                    <td>
                      {event.status === 'published' ? (
                        <Badge tone="success">{t('events.admin.status.published')}</Badge>
                      ) : (
                        <Badge>{t('events.admin.status.draft')}</Badge>
                      )}
                    </td>
                    <td>{event.registrations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </section>
      <section aria-labelledby="admin-pages-heading" className="admin-section">
        <h2 id="admin-pages-heading">{t('events.admin.dashboard.pages')}</h2>
        {pages.status === 'error' && <AreaError title={t('events.admin.dashboard.pagesError')} onRetry={pages.retry} />}
        {pages.status === 'success' &&
          (pages.data.pages.length === 0 ? (
            <EmptyState title={t('events.admin.dashboard.noPages')} headingLevel={3} />
          ) : (
            <table className="sk-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('events.admin.dashboard.col.page')}</th>
                  <th scope="col">{t('events.admin.dashboard.col.path')}</th>
                  <th scope="col">{t('events.admin.dashboard.col.status')}</th>
                </tr>
              </thead>
              <tbody>
                {pages.data.pages.map((page) => (
                  <tr key={page.key}>
                    <th scope="row">
                      <Link to={`/admin/pages/${page.key}`}>{page.label}</Link>
                      {/* An event has two pages at one address: say which this row is, or it reads as listed twice. */}
                      {pageKindLabel(page.key) && (
                        <span className="admin-table-path">{t(pageKindLabel(page.key) as EventsMessageId)}</span>
                      )}
                    </th>
                    <td>{page.path}</td>
                    <td>
                      {!page.published_at ? (
                        <Badge>{t('events.admin.status.draft')}</Badge>
                      ) : page.has_unpublished_changes ? (
                        <Badge tone="warning">{t('events.admin.status.changed')}</Badge>
                      ) : (
                        <Badge tone="success">
                          {t('events.admin.status.publishedOn', { date: formatDate(page.published_at) })}
                        </Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </section>
    </div>
  );
}
