import { isoToZoned, zonedToIso } from '../../../lib/zoned-time';
import { slugify } from '../../../lib/slug';
import { checkEventForm, emptyEventForm, toEventInput } from '../lib/event-form';
import { POLISH_WEEK_SENT } from './polish-week';

const filled = () => ({
  ...emptyEventForm(),
  title: 'Polish Speed Hiring Week',
  slug: 'polish-speed-hiring-week',
  languageIds: ['30'],
  startsAt: '2030-10-14T09:00',
  endsAt: '2030-10-18T17:00',
  timeZone: 'Europe/Warsaw',
  landingPath: '/polish/speed-hiring-week',
});

describe('the event form', () => {
  it('makes the slug from the title', () => {
    expect(slugify('Polish Speed Hiring Week')).toBe('polish-speed-hiring-week');
    expect(slugify('  Łódź & Kraków: Jobs!  ')).toBe('lodz-krakow-jobs');
  });

  it('turns wall times in the event zone into instants and back, across summer time', () => {
    expect(zonedToIso('2030-10-14T09:00', 'Europe/Warsaw')).toBe('2030-10-14T07:00:00.000Z');
    expect(zonedToIso('2030-12-02T09:00', 'Europe/Warsaw')).toBe('2030-12-02T08:00:00.000Z');
    expect(isoToZoned('2030-10-14T07:00:00.000Z', 'Europe/Warsaw')).toBe('2030-10-14T09:00');
    expect(zonedToIso('not a date', 'Europe/Warsaw')).toBeNull();
  });

  it('sends the EventInput with instants, numbers and a path without a trailing slash', () => {
    const input = toEventInput({ ...filled(), landingPath: '/polish/speed-hiring-week/' });
    expect(input).toMatchObject({
      ...POLISH_WEEK_SENT,
      sponsors: [],
      company_ids: [],
      cities: [],
    });
  });

  it('accepts a filled form and names each problem by its field', () => {
    expect(checkEventForm(filled())).toEqual({});
    expect(checkEventForm(emptyEventForm())).toEqual({
      title: 'required',
      slug: 'required',
      starts_at: 'required',
      ends_at: 'required',
      landing_path: 'required',
    });
    expect(
      checkEventForm({
        ...filled(),
        slug: 'Polish Week',
        endsAt: '2030-10-13T09:00',
        landingPath: '/Polish/Speed/Hiring/Week',
        sponsors: [{ name: ' ', url: '', logo_file_id: null }],
      }),
    ).toEqual({
      slug: 'slug',
      ends_at: 'endBeforeStart',
      landing_path: 'landingPath',
      'sponsors.0.name': 'sponsorName',
    });
  });
});
