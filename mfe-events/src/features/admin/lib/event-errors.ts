import { EVENT_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { fieldErrors } from '../../../lib/field-errors';
import type { EventsMessageId } from '../../../locales';
import { checkEventForm, type EventForm, type EventFormProblem } from './event-form';

/**
 * What the event editor says before sending (docs/events.md#admin-events), by the api's field names so each error
 * shows where its 422 would, in the order of the screen: the form's own rules (checkEventForm: what is required, the
 * slug's and the entry path's shape, the dates) and the contract's bounds (EVENT_LIMITS), in plain words naming the
 * field ("Title is required.", "Title must be at most 150 characters.").
 */
export function useEventErrors() {
  const t = useTranslate<EventsMessageId>();
  const problemText: Record<Exclude<EventFormProblem, 'required'>, string> = {
    slug: t('events.admin.editor.error.slug'),
    landingPath: t('events.admin.editor.error.landingPath'),
    endBeforeStart: t('events.admin.editor.error.endBeforeStart'),
    date: t('events.admin.editor.error.date'),
    sponsorName: t('events.admin.editor.error.sponsorName'),
  };

  return (form: EventForm): Record<string, string> => {
    const { errors, field } = fieldErrors(checkEventForm(form), problemText);
    field('title', t('events.admin.editor.title'), form.title, EVENT_LIMITS.title);
    field('slug', t('events.admin.editor.slug'), form.slug, EVENT_LIMITS.slug);
    field('description', t('events.admin.editor.description'), form.description, EVENT_LIMITS.description);
    field('starts_at', t('events.admin.editor.startsAt'), form.startsAt);
    field('ends_at', t('events.admin.editor.endsAt'), form.endsAt);
    field('time_zone', t('events.admin.editor.timeZone'), form.timeZone);
    field('landing_path', t('events.admin.editor.landingPath'), form.landingPath.trim(), EVENT_LIMITS.landingPath);
    form.sponsors.forEach((sponsor, index) => {
      const n = index + 1;
      field(
        `sponsors.${index}.name`,
        t('events.admin.editor.sponsorName', { n }),
        sponsor.name,
        EVENT_LIMITS.sponsorName,
      );
      field(`sponsors.${index}.url`, t('events.admin.editor.sponsorUrl', { n }), sponsor.url, EVENT_LIMITS.sponsorUrl);
    });
    if (form.kind === 'go_places') {
      form.cities.forEach((city, index) => {
        field(
          `cities.${index}.name`,
          t('events.admin.editor.cityName', { n: index + 1 }),
          city.name,
          EVENT_LIMITS.cityName,
        );
      });
    }
    return errors;
  };
}
