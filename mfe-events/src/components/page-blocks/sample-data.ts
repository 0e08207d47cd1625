import type { EventDetail } from 'shared-kit/contracts';

/**
 * The event the builder's blocks show when the page has none yet (a landing, or an event not loaded): made-up data,
 * so a marketer sees how each data-bound block looks. Tests use it too.
 */
export const sampleEvent = (over: Partial<EventDetail> = {}): EventDetail => ({
  id: 0,
  slug: 'polish-speed-hiring-week',
  title: 'Polish Speed Hiring Week',
  description: '',
  starts_at: '2030-10-14T08:00:00.000Z',
  ends_at: '2030-10-18T16:00:00.000Z',
  landing_path: '/polish/speed-hiring-week',
  kind: 'speed_hiring',
  time_zone: 'Europe/Warsaw',
  languages: [{ id: 30, slug: 'polish', name: 'Polish' }],
  status: 'published',
  sponsors: [],
  companies: [
    { id: 1, name: 'Acme Corp', slug: 'acme', logo: '/logos/acme.png', jobs: 2 },
    { id: 2, name: 'Blue Wave', slug: 'blue-wave', logo: null, jobs: 0 },
  ],
  cities: [],
  schedule: [],
  ...over,
});
