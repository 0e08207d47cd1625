import { useEffect, useState } from 'react';
import type { PageBlockProps } from 'shared-kit/contracts';
import { languageName } from 'shared-kit/constants';
import { currentLocale, formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge } from 'shared-kit/ui';
import type { EventsMessageId } from '../../locales';
import { usePageData } from './page-data';

/** The reader's own zone (they join from all over Europe), named in the facts. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function BlockTitle({ title }: { title: string }) {
  return title ? <h2 className="blocks-title">{title}</h2> : null;
}

/**
 * When and in which languages: the event's dates in the reader's zone (named; the event's own in the server's render),
 * its languages as badges.
 */
export function EventFactsBlock({ title }: PageBlockProps<'event_facts'>) {
  const t = useTranslate<EventsMessageId>();
  const { event, timeZone } = usePageData();
  if (!event) return null;
  const zone = timeZone === 'event' ? event.time_zone : undefined;
  return (
    <>
      <BlockTitle title={title} />
      <dl className="sk-facts blocks-facts">
        <div>
          <dt>{t('events.blocks.facts.when')}</dt>
          <dd>
            <time dateTime={event.starts_at}>{formatDateTimeRange(event.starts_at, event.ends_at, zone)}</time>
            <span className="blocks-facts-zone">
              {zone
                ? t('events.blocks.facts.eventZone', { zone })
                : t('events.blocks.facts.zone', { zone: readerZone() })}
            </span>
          </dd>
        </div>
        {event.languages.length > 0 && (
          <div>
            <dt>{t('events.blocks.facts.languages')}</dt>
            <dd className="blocks-facts-languages">
              {event.languages.map((language) => (
                <Badge key={language.id} tone="info">
                  {languageName(language, currentLocale())}
                </Badge>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}

const MINUTE = 60_000;

/** What is left until `start`, in whole days, hours and minutes; null once it has started. */
export function timeLeft(start: number, now: number): { days: number; hours: number; minutes: number } | null {
  const left = start - now;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / MINUTE);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * Days, hours and minutes to the start, refreshed once a minute; "Happening now" while it runs and "Ended" after.
 * Not a live region: a screen reader reads it when the reader gets there, rather than every minute.
 */
export function CountdownBlock({ title }: PageBlockProps<'countdown'>) {
  const t = useTranslate<EventsMessageId>();
  const { event } = usePageData();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  if (!event) return null;
  const start = new Date(event.starts_at).getTime();
  const end = new Date(event.ends_at).getTime();
  const left = timeLeft(start, now);
  return (
    <>
      <BlockTitle title={title} />
      {left ? (
        <p className="blocks-countdown">
          <span className="blocks-countdown-part">{t('events.blocks.countdown.days', { count: left.days })}</span>
          <span className="blocks-countdown-part">{t('events.blocks.countdown.hours', { count: left.hours })}</span>
          <span className="blocks-countdown-part">{t('events.blocks.countdown.minutes', { count: left.minutes })}</span>
        </p>
      ) : (
        <p className="blocks-countdown">
          <Badge tone={now < end ? 'success' : 'neutral'}>
            {now < end ? t('events.blocks.countdown.live') : t('events.blocks.countdown.ended')}
          </Badge>
        </p>
      )}
    </>
  );
}

/** The participating companies: their logos, or their initials when they have none. */
export function CompaniesBlock({ title }: PageBlockProps<'companies'>) {
  const { event } = usePageData();
  if (!event || event.companies.length === 0) return null;
  return (
    <>
      <BlockTitle title={title} />
      <ul className="blocks-companies">
        {event.companies.map((company) => (
          <li key={company.id} className="blocks-company">
            <Avatar name={company.name} src={company.logo} shape="square" size="lg" decorative />
            <span className="blocks-company-name">{company.name}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export { BlockTitle };
