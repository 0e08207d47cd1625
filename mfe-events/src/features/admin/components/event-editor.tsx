import { type FormEvent, useMemo, useRef, useState } from 'react';
import { EVENT_LIMITS } from 'shared-kit/account-rules';
import type { AdminEvent, EventKind } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useLocation, useNavigate, useParams } from 'shared-kit/router';
import {
  AreaError,
  Button,
  Combobox,
  type ComboboxOption,
  MultiCombobox,
  Select,
  Skeleton,
  TextField,
} from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { ErrorSummary } from 'shared-kit/ui/form';
import { useEditorForm } from '../../../components/use-editor-form';
import type { EventsMessageId } from '../../../locales';
import { useAdminEvent } from '../api/get-admin-event';
import { useLanguages } from '../api/get-reference-lists';
import { publishAdminEvent } from '../api/publish-admin-event';
import { saveAdminEvent } from '../api/save-admin-event';
import { useEventErrors } from '../lib/event-errors';
import { EVENT_KINDS_IN_FORM, type EventForm, emptyEventForm, formFromEvent, toEventInput } from '../lib/event-form';
import { CitiesFieldset, CompaniesFieldset, SponsorsFieldset } from './event-editor-lists';
import { EventPages, EventStatus } from './event-editor-parts';
import { TitleSlugFields } from '../../../components/title-slug/title-slug-fields';
import { serverMessage } from '../../../lib/server-errors';
import { slugify } from '../../../lib/slug';
import { EditorHead } from '../../../components/editor-head';

/** The zones to choose from: every zone the browser knows, Europe's first (the board's events are European). */
function timeZones(): ComboboxOption[] {
  const all: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Brussels', 'UTC'];
  const sorted = [
    ...all.filter((zone) => zone.startsWith('Europe/')),
    ...all.filter((zone) => !zone.startsWith('Europe/')),
  ];
  return sorted.map((zone) => ({ value: zone, label: zone }));
}

/** `/admin/events/new` and `/admin/events/{id}`. */
export default function EventEditorPage() {
  const t = useTranslate<EventsMessageId>();
  const param = useParams().id;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  // Just created: the editor that created it goes on with the event from the answer (the same key keeps it mounted,
  // with its state), no need to ask again.
  const passed = (useLocation().state as { event?: AdminEvent } | null)?.event;
  const fresh = passed && passed.id === id ? passed : null;
  const event = useAdminEvent(fresh ? null : id);
  if (fresh) return <EventEditor key="new" event={fresh} />;
  if (event.status === 'loading') return <Skeleton height={480} label={t('events.admin.loading')} />;
  if (event.status === 'error') return <AreaError title={t('events.admin.editor.loadError')} onRetry={event.retry} />;
  return <EventEditor key={id ?? 'new'} event={event.data} />;
}

/** The api's name of each field of the form's state, whose message an edit drops. */
const API_NAMES: Partial<Record<keyof EventForm, string>> = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  kind: 'kind',
  languageIds: 'language_ids',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  timeZone: 'time_zone',
  landingPath: 'landing_path',
  companies: 'company_ids',
};

/**
 * The event's form (docs/events.md#admin-events). Its state is the event's shape (lists of sponsors, companies,
 * cities); the form toolkit (useForm's `check`) checks it before sending, every error at its field and in the summary
 * at once, the focus on the first, and puts the api's 422 on the same fields.
 */
function EventEditor({ event: initial }: { event: AdminEvent | null }) {
  const t = useTranslate<EventsMessageId>();
  const navigate = useNavigate();
  const [event, setEvent] = useState(initial);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const languages = useLanguages();
  const zones = useMemo(timeZones, []);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const errorsOf = useEventErrors();
  const { form, set, checks, updateTitleSlug } = useEditorForm<EventForm>({
    id: 'event',
    initial: () => (initial ? formFromEvent(initial) : emptyEventForm()),
    errorsOf,
    apiNames: API_NAMES,
    failure: () => t('events.admin.editor.failed'),
    onRefused: (refusal) => {
      // A failure no field names is the form's message: the focus goes there (with field errors, to the first field).
      if (Object.keys(refusal.fields).length === 0) requestAnimationFrame(() => messageRef.current?.focus());
      return false;
    },
  });

  const save = checks.submit(async () => {
    setBusy('save');
    try {
      const saved = await saveAdminEvent(event?.id ?? null, toEventInput(form));
      setEvent(saved);
      notify.success(t('events.admin.editor.saved'));
      if (!event) navigate(`/admin/events/${saved.id}`, { replace: true, state: { event: saved } });
    } finally {
      setBusy(null);
    }
  });
  const submit = (submitEvent: FormEvent) => void save(submitEvent);

  const togglePublished = async () => {
    if (!event) return;
    setBusy('publish');
    checks.setMessage('');
    try {
      const next = await publishAdminEvent(event.id, event.status !== 'published');
      setEvent(next);
      notify.success(
        next.status === 'published' ? t('events.admin.editor.publishedDone') : t('events.admin.editor.unpublishedDone'),
      );
    } catch (error) {
      checks.setMessage(serverMessage(error) || t('events.admin.editor.failed'));
      requestAnimationFrame(() => messageRef.current?.focus());
    } finally {
      setBusy(null);
    }
  };

  const languageOptions =
    languages.status === 'success'
      ? languages.data.languages.map((language) => ({ value: String(language.id), label: language.name }))
      : [];
  const error = (field: string) => checks.error(field);
  const id = checks.fieldId;

  return (
    <form ref={checks.formRef} className="admin-editor" onSubmit={submit} noValidate>
      <EditorHead
        back={{ to: '/admin', label: t('events.admin.backToDashboard') }}
        heading={
          event ? t('events.admin.editor.editHeading', { title: event.title }) : t('events.admin.editor.newHeading')
        }
        status={event && <EventStatus event={event} />}
        message={checks.message}
        messageRef={messageRef}
      />
      {checks.sent && <ErrorSummary errors={checks.errors} onSelect={checks.focus} />}

      <fieldset className="admin-fieldset">
        <legend>{t('events.admin.editor.about')}</legend>
        <TitleSlugFields
          labels={{ title: t('events.admin.editor.title'), slug: t('events.admin.editor.slug') }}
          slugHint={t('events.admin.editor.slugHint')}
          value={form}
          update={updateTitleSlug}
          toSlug={slugify}
          maxLength={{ title: EVENT_LIMITS.title, slug: EVENT_LIMITS.slug }}
          errors={{ title: error('title'), slug: error('slug') }}
          ids={{ title: id('title'), slug: id('slug') }}
        />
        <TextArea
          id={id('description')}
          label={t('events.admin.editor.description')}
          optional
          value={form.description}
          maxLength={EVENT_LIMITS.description}
          error={error('description')}
          onChange={(e) => set('description', e.target.value)}
        />
        <Select
          id={id('kind')}
          label={t('events.admin.editor.kind')}
          value={form.kind}
          error={error('kind')}
          options={EVENT_KINDS_IN_FORM.map((kind) => ({
            value: kind,
            label: t(`events.admin.kind.${kind}` as EventsMessageId),
          }))}
          onChange={(e) => set('kind', e.target.value as EventKind)}
        />
        <MultiCombobox
          label={t('events.admin.editor.languages')}
          options={languageOptions}
          values={form.languageIds}
          onChange={(values) => set('languageIds', values)}
          max={EVENT_LIMITS.languagesItems}
          error={error('language_ids')}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('events.admin.editor.when')}</legend>
        <div className="admin-editor-row">
          <TextField
            id={id('starts_at')}
            label={t('events.admin.editor.startsAt')}
            type="datetime-local"
            value={form.startsAt}
            error={error('starts_at')}
            onChange={(e) => set('startsAt', e.target.value)}
          />
          <TextField
            id={id('ends_at')}
            label={t('events.admin.editor.endsAt')}
            type="datetime-local"
            value={form.endsAt}
            error={error('ends_at')}
            onChange={(e) => set('endsAt', e.target.value)}
          />
        </div>
        <Combobox
          label={t('events.admin.editor.timeZone')}
          hint={t('events.admin.editor.timeZoneHint')}
          options={zones}
          value={form.timeZone || null}
          error={error('time_zone')}
          onChange={(zone) => set('timeZone', zone ?? '')}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('events.admin.editor.entry')}</legend>
        <TextField
          id={id('landing_path')}
          label={t('events.admin.editor.landingPath')}
          hint={t('events.admin.editor.landingPathHint')}
          value={form.landingPath}
          placeholder="/polish/speed-hiring-week"
          maxLength={EVENT_LIMITS.landingPath}
          error={error('landing_path')}
          onChange={(e) => set('landingPath', e.target.value)}
        />
      </fieldset>

      <SponsorsFieldset form={form} set={set} error={error} id={id} />
      <CompaniesFieldset form={form} set={set} error={error} id={id} />
      {form.kind === 'go_places' && <CitiesFieldset form={form} set={set} error={error} id={id} />}

      <div className="admin-editor-actions">
        <Button
          type="submit"
          variant={event ? 'secondary' : 'primary'}
          loading={busy === 'save'}
          disabled={busy !== null}
        >
          {event ? t('events.admin.editor.save') : t('events.admin.editor.create')}
        </Button>
        {event && (
          <Button
            variant={event.status === 'published' ? 'danger' : 'primary'}
            loading={busy === 'publish'}
            disabled={busy !== null}
            onClick={() => void togglePublished()}
          >
            {event.status === 'published' ? t('events.admin.editor.unpublish') : t('events.admin.editor.publish')}
          </Button>
        )}
      </div>

      {event && <EventPages event={event} />}
    </form>
  );
}
