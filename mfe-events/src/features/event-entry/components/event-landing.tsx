import { useTranslate } from 'shared-kit/i18n';
import { PageView } from '../../../components/page-blocks/page-view';
import { RegistrationForm } from '../../../components/registration/registration-form';
import type { EventsMessageId } from '../../../locales';
import type { EventEntry } from '../hooks/use-event-entry';
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
  const blocks = page?.blocks ?? [];
  const hasForm = blocks.some((block) => block.type === 'registration_form');
  const hasHero = blocks.some((block) => block.type === 'hero');
  return (
    <div className="events-entry events-entry--landing">
      {!hasHero && (
        <header className="events-entry-header">
          <h1>{event.title}</h1>
          <p>{event.description}</p>
        </header>
      )}
      <PageView
        blocks={blocks}
        data={{
          event,
          jobs: page?.jobs ?? {},
          images: page?.images ?? {},
          renderRegistration: (props) => form(props.button_label),
        }}
      />
      {event.kind === 'go_places' && <GoPlacesCities event={event} city={path.city} />}
      {!hasForm && (
        <section id="register" className="events-entry-register" aria-labelledby="events-entry-register">
          <h2 id="events-entry-register">{t('events.entry.register')}</h2>
          {form()}
        </section>
      )}
    </div>
  );
}
