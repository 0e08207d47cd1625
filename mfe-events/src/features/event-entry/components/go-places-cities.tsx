import { useCallback, useId, useMemo } from 'react';
import type { EventCity, EventDetail, EventSponsor } from 'shared-kit/contracts';
import { useRequest } from 'shared-kit/http';
import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Badge, Card } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { getGoPlaces } from '../api/get-go-places';
import { readerZone } from '../lib/zone';
import { Sponsors } from './sponsors';

/** Cities compare as the entry path matches them: case-insensitively, `-`, `_` and `+` read as spaces. */
const cityKey = (name: string) => name.replace(/[-_+]/g, ' ').trim().toLowerCase();

type GoPlaces = { cities: EventCity[]; sponsors: EventSponsor[] };

/**
 * A go-places event's cities, the one named in the entry path first and marked, and its sponsors. A
 * candidate's come from `GET /api/candidates/go-places` (with the city events and go-places sponsors); a guest's, or
 * a candidate's of another go-places event, from the event itself.
 */
export function GoPlacesCities({
  event,
  city,
  candidate = false,
}: {
  event: EventDetail;
  city: string | null;
  candidate?: boolean;
}) {
  const t = useTranslate<EventsMessageId>();
  const id = useId();
  const own = useMemo<GoPlaces>(() => ({ cities: event.cities, sponsors: event.sponsors }), [event]);
  const load = useCallback(async (): Promise<GoPlaces> => {
    if (!candidate) return own;
    const answer = await getGoPlaces();
    if (answer.event.id !== event.id) return own;
    const seen = new Set(answer.sponsors.map((sponsor) => sponsor.name));
    return {
      cities: answer.cities,
      sponsors: [...answer.sponsors, ...answer.goPlacesSponsors.filter((sponsor) => !seen.has(sponsor.name))],
    };
  }, [candidate, event.id, own]);
  const request = useRequest(load);
  // Until (or unless) the candidate's answer comes, the event's own cities.
  const data = request.status === 'success' ? request.data : own;
  const chosen = city ? cityKey(city) : null;
  const cities = [...data.cities].sort(
    (a, b) => Number(cityKey(b.name) === chosen) - Number(cityKey(a.name) === chosen),
  );
  const zone = readerZone();
  return (
    <>
      {cities.length > 0 && (
        <section className="events-entry-section" aria-labelledby={id}>
          <h2 id={id}>{t('events.entry.cities')}</h2>
          <ul className="events-cities">
            {cities.map((item) => {
              const yours = cityKey(item.name) === chosen;
              return (
                <li key={item.id} aria-current={yours ? 'true' : undefined}>
                  <Card as="article" className={yours ? 'events-city events-city--yours' : 'events-city'}>
                    <h3 className="sk-card-title">
                      {item.name} {yours && <Badge tone="success">{t('events.entry.yourCity')}</Badge>}
                    </h3>
                    {item.starts_at && (
                      <p>
                        <time dateTime={item.starts_at}>
                          {formatDateTimeRange(item.starts_at, item.starts_at, zone)}
                        </time>
                      </p>
                    )}
                    {item.description && <p>{item.description}</p>}
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <Sponsors sponsors={data.sponsors} />
    </>
  );
}
