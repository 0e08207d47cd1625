import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { PageData } from '../../../components/page-blocks/page-data';
import { RegistrationForm } from '../../../components/registration/lazy-registration-form';
import type { EventsMessageId } from '../../../locales';
import type { EventEntry } from '../hooks/use-event-entry';
import { EntryPage, hasBlock } from './entry-page';
import { GoPlacesCities } from './go-places-cities';

export type EventLandingViewProps = {
  entry: Pick<EventEntry, 'event' | 'page' | 'path'>;
  /** The sign-up form, with a block's own button label. */
  form: (submitLabel?: string) => ReactNode;
  /** The server's render: the image sizes and the event's own zone, and no go-places cities (they are asked for). */
  server?: Pick<PageData, 'imageSizes' | 'timeZone'>;
};

/**
 * An event's landing as both the browser and the server's first HTML show it (docs/architecture.md#one-rendering):
 * its published `event-landing` page, or the event's header while none is published. A page without a form block
 * (or none published yet) still gets one after its content: a landing that cannot register anyone would be a dead
 * end.
 */
export function EventLandingView({ entry, form, server }: EventLandingViewProps) {
  const t = useTranslate<EventsMessageId>();
  const { event, page, path } = entry;
  return (
    <div className="events-entry events-entry--landing">
      <EntryPage
        entry={entry}
        headerDetails={event.description && <p>{event.description}</p>}
        renderRegistration={(props) => form(props.button_label)}
        data={server}
      />
      {!server && event.kind === 'go_places' && <GoPlacesCities event={event} city={path.city} />}
      {!hasBlock(page, 'registration_form') && (
        <section id="register" className="events-entry-register" aria-labelledby="events-entry-register">
          <h2 id="events-entry-register">{t('events.entry.register')}</h2>
          {form()}
        </section>
      )}
    </div>
  );
}

/** An event's landing in the browser: the page's sign-up form registers the guest and joins the event. */
export function EventLanding({ entry, onRegistered }: { entry: EventEntry; onRegistered: () => void }) {
  return (
    <EventLandingView
      entry={entry}
      form={(submitLabel) => (
        <RegistrationForm
          referral={entry.path.referral}
          eventId={entry.event.id}
          submitLabel={submitLabel}
          onDone={onRegistered}
        />
      )}
    />
  );
}
