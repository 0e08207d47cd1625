import { useTranslate } from 'shared-kit/i18n';
import { RegistrationForm } from '../../../components/registration/lazy-registration-form';
import type { EventsMessageId } from '../../../locales';
import type { EventEntry } from '../hooks/use-event-entry';
import { EntryPage, hasBlock } from './entry-page';
import { GoPlacesCities } from './go-places-cities';

/**
 * An event's landing: its published `event-landing` page, with the page's sign-up form registering the guest and
 * joining the event with the path's referral. A page without a form block (or none published yet) still gets one
 * after its content: a landing that cannot register anyone would be a dead end.
 */
export function EventLanding({ entry, onRegistered }: { entry: EventEntry; onRegistered: () => void }) {
  const t = useTranslate<EventsMessageId>();
  const { event, page, path } = entry;
  const form = (submitLabel?: string) => (
    <RegistrationForm referral={path.referral} eventId={event.id} submitLabel={submitLabel} onDone={onRegistered} />
  );
  return (
    <div className="events-entry events-entry--landing">
      <EntryPage
        entry={entry}
        header={
          <header className="events-entry-header">
            <h1>{event.title}</h1>
            <p>{event.description}</p>
          </header>
        }
        renderRegistration={(props) => form(props.button_label)}
      />
      {event.kind === 'go_places' && <GoPlacesCities event={event} city={path.city} />}
      {!hasBlock(page, 'registration_form') && (
        <section id="register" className="events-entry-register" aria-labelledby="events-entry-register">
          <h2 id="events-entry-register">{t('events.entry.register')}</h2>
          {form()}
        </section>
      )}
    </div>
  );
}
