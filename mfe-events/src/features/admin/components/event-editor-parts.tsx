// The parts of the event editor (event-editor.tsx) around its form: where the event stands, and its two pages.
import type { AdminEvent } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

/** Draft or published, and a published event's public address. */
export function EventStatus({ event }: { event: AdminEvent }) {
  const t = useTranslate<EventsMessageId>();
  return (
    <>
      {event.status === 'published' ? (
        <Badge tone="success">{t('events.admin.status.published')}</Badge>
      ) : (
        <Badge>{t('events.admin.status.draft')}</Badge>
      )}
      {event.status === 'published' && event.landing_path && (
        <a href={event.landing_path} target="_blank" rel="noopener noreferrer">
          {t('events.admin.editor.publicLink', { path: event.landing_path })}
        </a>
      )}
    </>
  );
}

/** Links to the page builder for the event's landing and its event page. */
export function EventPages({ event }: { event: AdminEvent }) {
  const t = useTranslate<EventsMessageId>();
  return (
    <section className="admin-editor-pages" aria-labelledby="admin-editor-pages">
      <h2 id="admin-editor-pages">{t('events.admin.editor.pages')}</h2>
      <ul>
        <li>
          <Link to={`/admin/pages/${event.pages.landing}`}>{t('events.admin.editor.editLanding')}</Link>
        </li>
        <li>
          <Link to={`/admin/pages/${event.pages.event}`}>{t('events.admin.editor.editEventPage')}</Link>
        </li>
      </ul>
    </section>
  );
}
