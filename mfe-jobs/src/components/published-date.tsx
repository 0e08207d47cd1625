import { isRelativeDate } from 'shared-kit/constants';
import { formatDate, Trans } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import { useJobDisplay } from '../lib/job-display';

/**
 * "Published 3 days ago" (Intl.RelativeTimeFormat in the interface language), or "Published on 4 Mar 2025" past a
 * month: each kind of date has its own phrase, so German reads "Veröffentlicht heute", never "Veröffentlicht am
 * heute" (docs/i18n.md#formats). The full date is the `<time>`'s title; the newest jobs carry "New". The first HTML
 * is this component too, rendered by mfe-jobs' server module (docs/architecture.md#one-rendering).
 */
export function PublishedDate({ iso, className }: { iso: string; className: string }) {
  const display = useJobDisplay();
  return (
    <p className={className}>
      <Trans
        id={isRelativeDate(iso) ? 'jobs.card.published' : 'jobs.card.publishedOn'}
        values={{ date: display.published(iso) }}
        components={{ 0: <time dateTime={iso} title={formatDate(iso)} /> }}
      />
      {display.isNew(iso) && (
        <>
          {' '}
          <Badge tone="new">{display.newMark()}</Badge>
        </>
      )}
    </p>
  );
}
