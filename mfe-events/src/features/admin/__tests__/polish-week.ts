/**
 * The event both the form's test and the editor's test fill in (Warsaw, 14-18 October 2030, 09:00 to 17:00 on the
 * wall), as the EventInput the api is sent: the wall times are instants in UTC, the language an id.
 */
export const POLISH_WEEK_SENT = {
  title: 'Polish Speed Hiring Week',
  slug: 'polish-speed-hiring-week',
  language_ids: [30],
  starts_at: '2030-10-14T07:00:00.000Z',
  ends_at: '2030-10-18T15:00:00.000Z',
  time_zone: 'Europe/Warsaw',
  landing_path: '/polish/speed-hiring-week',
};
