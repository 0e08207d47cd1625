import { useCallback } from 'react';
import type { CareerEvent, CareerEventList } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

export type CareerEventsByTime = { upcoming: CareerEvent[]; past: CareerEvent[] };

/** `GET /api/career-events?when=upcoming|past`: published events, soonest first. */
async function getCareerEvents(when: 'upcoming' | 'past'): Promise<CareerEvent[]> {
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
