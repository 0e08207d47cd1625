import { useCallback } from 'react';
import { CAREER_EVENTS_URLS } from 'shared-kit/constants';
import type { CareerEvent, CareerEventList } from 'shared-kit/contracts';
import { http, takePageAnswer, useRequest } from 'shared-kit/http';

export type CareerEventsByTime = { upcoming: CareerEvent[]; past: CareerEvent[] };

/**
 * `GET /api/career-events?when=upcoming|past`: published events, soonest first. The page's first render takes the
 * answers the page carries (the server read them for its first HTML), once.
 */
async function getCareerEvents(when: 'upcoming' | 'past'): Promise<CareerEvent[]> {
  const carried = takePageAnswer<CareerEventList>(CAREER_EVENTS_URLS[when]);
  if (carried) return carried.events;
  const response = await http.get<CareerEventList>('/api/career-events', { params: { when } });
  return response.data.events;
}

/** The coming events (and those on now) and the past ones, asked of the api together. */
export function useCareerEvents() {
  const load = useCallback(async (): Promise<CareerEventsByTime> => {
    const [upcoming, past] = await Promise.all([getCareerEvents('upcoming'), getCareerEvents('past')]);
    return { upcoming, past };
  }, []);
  return useRequest(load);
}
