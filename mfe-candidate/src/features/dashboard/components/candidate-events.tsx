import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { type CareerEvent, useCandidateEvents } from '../api/get-candidate-events';
import { DashboardBlock } from './dashboard-block';

const CAREER_EVENTS = '/career-events';

function EventItem({ event, now }: { event: CareerEvent; now: number }) {
  const t = useTranslate<CandidateMessageId>();
  const started = Date.parse(event.starts_at) <= now;
  const ended = Date.parse(event.ends_at) < now;
  return (
    <li className="candidate-event">
      <Link to={event.landing_path ?? CAREER_EVENTS} className="candidate-event__title">
        {event.title}
      </Link>{' '}
      {ended && <Badge>{t('candidate.dashboard.events.ended')}</Badge>}
      {started && !ended && <Badge tone="success">{t('candidate.dashboard.events.onNow')}</Badge>}
      <p className="candidate-event__when">{formatDateTimeRange(event.starts_at, event.ends_at)}</p>
    </li>
  );
}

/** The career events the candidate joined, upcoming first, each linking to its page. */
export function CandidateEvents() {
  const t = useTranslate<CandidateMessageId>();
  const events = useCandidateEvents();
  const now = Date.now();
  return (
    <DashboardBlock
      name="events"
      title={t('candidate.dashboard.events.heading')}
      request={events}
      loadingLabel={t('candidate.dashboard.events.loading')}
      errorTitle={t('candidate.dashboard.events.error')}
      skeletonHeight={120}
      items={(data) => data.events}
      empty={{
        title: t('candidate.dashboard.events.emptyTitle'),
        text: t('candidate.dashboard.events.empty'),
        to: CAREER_EVENTS,
        action: t('candidate.dashboard.events.browse'),
      }}
    >
      {(joined) => (
        <>
          <ul className="candidate-events">
            {joined.map((event) => (
              <EventItem key={event.id} event={event} now={now} />
            ))}
          </ul>
          <p className="candidate-events__more">
            <Link to={CAREER_EVENTS}>{t('candidate.dashboard.events.all')}</Link>
          </p>
        </>
      )}
    </DashboardBlock>
  );
}
