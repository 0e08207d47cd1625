import type { AdminEvent, EventInput, EventKind } from 'shared-kit/contracts';
import { isoToZoned, zonedToIso } from '../../../lib/zoned-time';

/** The event editor's state: the EventInput's fields as the form holds them (dates as wall times in the zone). */
export type EventForm = {
  title: string;
  slug: string;
  /** The slug follows the title until the admin edits it. */
  slugEdited: boolean;
  description: string;
  kind: EventKind;
  languageIds: string[];
  /** `yyyy-mm-ddThh:mm` in `timeZone` (a datetime-local input's value). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  landingPath: string;
  /** `go_places`: a sponsor of the go-places programme, kept as the api has it. */
  sponsors: { name: string; url: string; logo_file_id: number | null; go_places?: boolean }[];
  companies: { id: number; name: string }[];
  cities: { name: string; template_type: 'A' | 'B' | 'C'; startsAt: string; description: string }[];
};

export const EVENT_KINDS_IN_FORM: readonly EventKind[] = ['speed_hiring', 'how_to_get_a_job', 'go_places', 'other'];

export function emptyEventForm(): EventForm {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    description: '',
    kind: 'speed_hiring',
    languageIds: [],
    startsAt: '',
    endsAt: '',
    timeZone: 'Europe/Brussels',
    landingPath: '',
    sponsors: [],
    companies: [],
    cities: [],
  };
}

export function formFromEvent(event: AdminEvent): EventForm {
  return {
    title: event.title,
    slug: event.slug,
    slugEdited: true,
    description: event.description,
    kind: event.kind,
    languageIds: event.languages.map((language) => String(language.id)),
    startsAt: isoToZoned(event.starts_at, event.time_zone),
    endsAt: isoToZoned(event.ends_at, event.time_zone),
    timeZone: event.time_zone,
    landingPath: event.landing_path ?? '',
    sponsors: event.sponsors_input.map((sponsor) => ({ ...sponsor, url: sponsor.url ?? '' })),
    companies: event.companies.map((company) => ({ id: company.id, name: company.name })),
    cities: event.cities.map((city) => ({
      name: city.name,
      template_type: (['A', 'B', 'C'].includes(city.template_type) ? city.template_type : 'A') as 'A' | 'B' | 'C',
      startsAt: isoToZoned(city.starts_at, event.time_zone),
      description: city.description ?? '',
    })),
  };
}

export function toEventInput(form: EventForm): EventInput {
  return {
    title: form.title.trim(),
    slug: form.slug,
    description: form.description,
    kind: form.kind,
    language_ids: form.languageIds.map(Number),
    starts_at: zonedToIso(form.startsAt, form.timeZone) ?? form.startsAt,
    ends_at: zonedToIso(form.endsAt, form.timeZone) ?? form.endsAt,
    time_zone: form.timeZone,
    landing_path: form.landingPath.trim().replace(/\/+$/, ''),
    sponsors: form.sponsors.map((sponsor) => ({
      name: sponsor.name.trim(),
      url: sponsor.url.trim() || null,
      logo_file_id: sponsor.logo_file_id,
      ...(sponsor.go_places === undefined ? {} : { go_places: sponsor.go_places }),
    })),
    company_ids: form.companies.map((company) => company.id),
    cities: form.cities.map((city) => ({
      name: city.name.trim(),
      template_type: city.template_type,
      starts_at: city.startsAt ? zonedToIso(city.startsAt, form.timeZone) : null,
      description: city.description.trim() || null,
    })),
  };
}

/** 1 to 3 lower-case segments: `/polish/speed-hiring-week` (the api also refuses paths the site already uses). */
const LANDING_PATH_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*){1,3}$/;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type EventFormProblem = 'required' | 'slug' | 'landingPath' | 'endBeforeStart' | 'date' | 'sponsorName';

/** What the form checks before sending, by EventInput field name; the api checks again and says more. */
export function checkEventForm(form: EventForm): Record<string, EventFormProblem> {
  const problems: Record<string, EventFormProblem> = {};
  if (!form.title.trim()) problems.title = 'required';
  if (!form.slug) problems.slug = 'required';
  else if (!SLUG_PATTERN.test(form.slug)) problems.slug = 'slug';
  const start = form.startsAt ? zonedToIso(form.startsAt, form.timeZone) : null;
  const end = form.endsAt ? zonedToIso(form.endsAt, form.timeZone) : null;
  if (!form.startsAt) problems.starts_at = 'required';
  else if (!start) problems.starts_at = 'date';
  if (!form.endsAt) problems.ends_at = 'required';
  else if (!end) problems.ends_at = 'date';
  else if (start && end <= start) problems.ends_at = 'endBeforeStart';
  if (!form.timeZone) problems.time_zone = 'required';
  const path = form.landingPath.trim().replace(/\/+$/, '');
  if (!path) problems.landing_path = 'required';
  else if (!LANDING_PATH_PATTERN.test(path)) problems.landing_path = 'landingPath';
  form.sponsors.forEach((sponsor, index) => {
    if (!sponsor.name.trim()) problems[`sponsors.${index}.name`] = 'sponsorName';
  });
  return problems;
}
