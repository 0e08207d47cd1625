import { useId } from 'react';
import type { EventSponsor } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Avatar } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

/** The event's sponsors, linked when they have an address. */
export function Sponsors({ sponsors }: { sponsors: EventSponsor[] }) {
  const t = useTranslate<EventsMessageId>();
  const id = useId();
  if (sponsors.length === 0) return null;
  return (
    <section className="events-entry-section" aria-labelledby={id}>
      <h2 id={id}>{t('events.entry.sponsors')}</h2>
      <ul className="events-sponsors">
        {sponsors.map((sponsor) => (
          <li key={sponsor.name} className="events-sponsor">
            <Avatar name={sponsor.name} src={sponsor.logo} shape="square" size="md" decorative />
            {sponsor.url ? (
              <a href={sponsor.url} rel="noopener noreferrer sponsored">
                {sponsor.name}
              </a>
            ) : (
              <span>{sponsor.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
