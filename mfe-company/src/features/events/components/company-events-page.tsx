import { NotFound } from 'shared-kit/ui';

/**
 * PLACEHOLDER (engineer "api-slots" replaces it, keeping the file and export): `/company/events`, the career events
 * the company takes part in, and `/company/events/{eventId}/slots`, the interview slots it offers at one.
 */
export function CompanyEventsPage(_props: { view: 'list' | 'slots' }) {
  return <NotFound />;
}
