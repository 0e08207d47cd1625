// What the experience and education sections share: a list of dated entries, each edited in place, highlighted or
// deleted, and a form to add one. The two differ only in their field names, words and one or two extra fields, which
// each section gives as an `EntryKind` (docs/candidate-area.md#languages-experience-education-and-skills).
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CANDIDATE_RECORD_LIMITS } from 'shared-kit/constants';
import type { CandidateProfile, Tasks } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Badge, Button, Dialog, EmptyState, TextField } from 'shared-kit/ui';
import { TextArea, useFormSubmit } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import { type ProfileSectionProps, withCandidate } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import {
  EntryEndField,
  formatMonth,
  isMonth,
  MonthYearField,
  toDay,
  toMonth,
  useEndError,
} from './experience-education-dates';

/** What both kinds of entry have (`ExperienceSchema`, `EducationSchema`). */
export type Entry = {
  id: number;
  f_inicio: string;
  f_final: string | null;
  descripcion: string | null;
  highlighted: boolean;
};

/** The form's values: the wire's field names, dates as `YYYY-MM`, every value a string. */
type EntryValues = Record<string, string>;

/** What every call of a kind answers: the whole list under the kind's name, the tasks, and a notice on adding. */
type KindAnswer<E> = { message?: string; tasks: Tasks; experience?: E[]; education?: E[] };

/** What a kind's own fields get: the form's values, a setter, and the api's errors by field. */
export type ExtraFieldsProps = {
  values: EntryValues;
  set: (field: string, value: string) => void;
  errors: EntryValues;
};

/** One kind of entry: its fields, words and calls. */
export type EntryKind<E extends Entry> = {
  /** The section's anchor, also the prefix of the entries' element ids. */
  id: 'experience' | 'education';
  /** The wire's names of the entry's title ("Job title") and of where ("Company"): both required. */
  titleField: keyof E & string;
  placeField: keyof E & string;
  /** The catalogue's words of this kind. */
  words: {
    title: CandidateMessageId;
    description: CandidateMessageId;
    emptyTitle: CandidateMessageId;
    empty: CandidateMessageId;
    listLabel: CandidateMessageId;
    add: CandidateMessageId;
    addHeading: CandidateMessageId;
    titleField: CandidateMessageId;
    placeField: CandidateMessageId;
    saved: CandidateMessageId;
    deleted: CandidateMessageId;
    deleteTitle: CandidateMessageId;
    /** SPEC's message when adding fails without the api saying why. */
    error: CandidateMessageId;
  };
  /** The other fields' values of an entry (`lugar`, `fk_pais_id`; `tipo_formacion`) as strings. */
  extraValues: (entry: E | null) => EntryValues;
  /** The other fields as the api takes them. */
  extraBody: (values: EntryValues) => Record<string, unknown>;
  /** The other fields' controls. */
  extraFields: (props: ExtraFieldsProps) => ReactNode;
  /** What the entry's line under its title says besides the place (the city and country; the kind of studies). */
  details: (entry: E) => string[];
  /** The kind's endpoint calls (`features/profile/api/`). */
  calls: {
    create(body: Record<string, unknown>): Promise<KindAnswer<E>>;
    update(id: number, body: Record<string, unknown>): Promise<KindAnswer<E>>;
    highlight(id: number): Promise<KindAnswer<E>>;
    remove(id: number): Promise<KindAnswer<E>>;
  };
};

type Props<E extends Entry> = ProfileSectionProps & { kind: EntryKind<E> };

/** The api's words for a refused call (a 422's or a 404's message); nothing for a 5xx or a network failure. */
function serverText(error: unknown): string {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return '';
  const message = (error.response.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

/** A section of dated entries: the list, newest first as the api orders it, with the highlighted one first and marked. */
export function EntryListSection<E extends Entry>({ kind, profile, onChange }: Props<E>) {
  const t = useTranslate<CandidateMessageId>();
  // The profile's list of this kind: `experience` or `education`, whose entries are the kind's `E`. A profile without
  // the list (a partial answer) shows it empty rather than breaking the page, as the other record sections do.
  const entries = (profile.user.candidate[kind.id] ?? []) as unknown as E[];
  const listOf = (answer: KindAnswer<E>) => answer[kind.id] ?? [];
  const onList = (answer: KindAnswer<E>) =>
    onChange(withCandidate(profile, { [kind.id]: listOf(answer) } as Partial<CandidateProfile>, answer.tasks));
  // null: no form open; 'new': adding; a number: editing that entry.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<E | null>(null);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const entryTitle = (entry: E) => String(entry[kind.titleField]);

  // Focus follows the change: to the entry saved, or to "Add" once one is deleted or a form is closed.
  useEffect(() => {
    if (!focus) return;
    (focus === 'add' ? addRef.current?.querySelector('button') : document.getElementById(focus))?.focus();
    setFocus(null);
  }, [focus]);

  async function act(send: () => Promise<KindAnswer<E>>, notice: () => string | null) {
    setBusy(true);
    try {
      const answer = await send();
      onList(answer);
      const text = notice();
      if (text) notify.success(text);
      return true;
    } catch (error) {
      notify.error(serverText(error) || translate(kind.words.error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const form = (entry: E | null) => (
    <EntryForm
      kind={kind}
      entry={entry}
      onCancel={() => {
        setEditing(null);
        setFocus(entry ? `${kind.id}-entry-${entry.id}` : 'add');
      }}
      onSaved={(answer) => {
        onList(answer);
        setEditing(null);
        // The new entry is the one whose id was not there before.
        const known = new Set(entries.map((e) => e.id));
        const saved = entry ?? listOf(answer).find((e) => !known.has(e.id));
        setFocus(saved ? `${kind.id}-entry-${saved.id}` : 'add');
      }}
    />
  );

  return (
    <ProfileSection
      id={kind.id}
      title={t(kind.words.title)}
      description={t(kind.words.description)}
      view={
        <>
          {entries.length === 0 && editing !== 'new' ? (
            <EmptyState title={t(kind.words.emptyTitle)} headingLevel={3}>
              <p>{t(kind.words.empty)}</p>
            </EmptyState>
          ) : null}
          {entries.length > 0 && (
            <ul className="candidate-records__list" aria-label={t(kind.words.listLabel)}>
              {entries.map((entry) => (
                <li key={entry.id} className="candidate-records__item candidate-entry">
                  {editing === entry.id ? (
                    form(entry)
                  ) : (
                    <EntryView
                      kind={kind}
                      entry={entry}
                      busy={busy}
                      onEdit={() => setEditing(entry.id)}
                      onHighlight={() =>
                        act(
                          () => kind.calls.highlight(entry.id),
                          () => null,
                        )
                      }
                      onDelete={() => setDeleting(entry)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing === 'new' ? (
            form(null)
          ) : (
            <div ref={addRef}>
              <Button variant="secondary" onClick={() => setEditing('new')}>
                {t(kind.words.add)}
              </Button>
            </div>
          )}
          <Dialog
            open={deleting !== null}
            onClose={() => setDeleting(null)}
            title={t(kind.words.deleteTitle, { title: deleting ? entryTitle(deleting) : '' })}
            description={t('candidate.profile.entries.deleteText')}
            footer={
              <>
                <Button variant="secondary" onClick={() => setDeleting(null)}>
                  {t('candidate.profile.entries.cancel')}
                </Button>
                <Button
                  variant="danger"
                  loading={busy}
                  onClick={async () => {
                    if (!deleting) return;
                    const title = entryTitle(deleting);
                    const done = await act(
                      () => kind.calls.remove(deleting.id),
                      () => t(kind.words.deleted, { title }),
                    );
                    if (done) {
                      setDeleting(null);
                      setFocus('add');
                    }
                  }}
                >
                  {t('candidate.profile.entries.deleteConfirm')}
                </Button>
              </>
            }
          />
        </>
      }
    />
  );
}

type ViewProps<E extends Entry> = {
  kind: EntryKind<E>;
  entry: E;
  busy: boolean;
  onEdit: () => void;
  onHighlight: () => void;
  onDelete: () => void;
};

/** One entry as read: title, where, when, what, and its actions (each named with the entry's title). */
function EntryView<E extends Entry>({ kind, entry, busy, onEdit, onHighlight, onDelete }: ViewProps<E>) {
  const t = useTranslate<CandidateMessageId>();
  const title = String(entry[kind.titleField]);
  const where = [String(entry[kind.placeField]), ...kind.details(entry)].filter(Boolean).join(' · ');
  const until = entry.f_final ? formatMonth(entry.f_final) : t('candidate.profile.entries.present');
  return (
    <>
      <div className="candidate-entry__head">
        <h3 id={`${kind.id}-entry-${entry.id}`} tabIndex={-1}>
          {title}
        </h3>
        {entry.highlighted && <Badge tone="success">{t('candidate.profile.entries.highlighted')}</Badge>}
      </div>
      <p className="candidate-entry__where">{where}</p>
      <p className="candidate-entry__when">
        {formatMonth(entry.f_inicio)} – {until}
      </p>
      {entry.descripcion && <p className="candidate-entry__description">{entry.descripcion}</p>}
      <div className="sk-actions candidate-entry__actions">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('candidate.profile.entries.edit', { title })}
        </Button>
        <Button variant="ghost" size="sm" aria-pressed={entry.highlighted} disabled={busy} onClick={onHighlight}>
          {t('candidate.profile.entries.highlight', { title })}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
          {t('candidate.profile.entries.delete', { title })}
        </Button>
      </div>
    </>
  );
}

type FormProps<E extends Entry> = {
  kind: EntryKind<E>;
  /** The entry edited, or null to add one. */
  entry: E | null;
  onCancel: () => void;
  onSaved: (answer: KindAnswer<E>) => void;
};

/** Adds or edits one entry; the api's 422s (an end before the start, say) go to their fields. */
function EntryForm<E extends Entry>({ kind, entry, onCancel, onSaved }: FormProps<E>) {
  const t = useTranslate<CandidateMessageId>();
  const submit = useFormSubmit(() => translate(kind.words.error));
  const headingId = `${kind.id}-form-${entry?.id ?? 'new'}`;
  const [values, setValues] = useState<EntryValues>(() => ({
    [kind.titleField]: entry ? String(entry[kind.titleField]) : '',
    [kind.placeField]: entry ? String(entry[kind.placeField]) : '',
    f_inicio: toMonth(entry?.f_inicio),
    f_final: toMonth(entry?.f_final),
    descripcion: entry?.descripcion ?? '',
    ...kind.extraValues(entry),
  }));
  // A saved entry without an end is the current one; a new one starts without the box ticked.
  const [current, setCurrent] = useState(entry ? entry.f_final === null : false);
  const set = (field: string, value: string) => setValues((before) => ({ ...before, [field]: value }));
  const endError = useEndError();

  async function save(event: FormEvent) {
    event.preventDefault();
    const required = t('candidate.profile.entries.required');
    if (!values[kind.titleField]?.trim()) return submit.reject(kind.titleField, required);
    if (!values[kind.placeField]?.trim()) return submit.reject(kind.placeField, required);
    if (!isMonth(values.f_inicio ?? '')) return submit.reject('f_inicio', t('candidate.profile.entries.chooseMonth'));
    const end = endError(kind.id, current, values.f_final ?? '');
    if (end) return submit.reject('f_final', end);
    const body = {
      [kind.titleField]: values[kind.titleField]?.trim(),
      [kind.placeField]: values[kind.placeField]?.trim(),
      f_inicio: toDay(values.f_inicio ?? ''),
      // "I currently work here" sends no end (null), the api's mark of the current job.
      f_final: current ? null : toDay(values.f_final ?? ''),
      descripcion: values.descripcion?.trim() || null,
      ...kind.extraBody(values),
    };
    let answer: KindAnswer<E> | null = null;
    const saved = await submit.run(async () => {
      answer = entry ? await kind.calls.update(entry.id, body) : await kind.calls.create(body);
    });
    if (saved && answer) {
      const done: KindAnswer<E> = answer;
      // Adding answers SPEC's notice ('Work experience info added successfully!'); a change has none, ours says so.
      notify.success(done.message || t(kind.words.saved, { title: String(body[kind.titleField]) }));
      onSaved(done);
    }
  }

  return (
    <form className="candidate-records__form" aria-labelledby={headingId} onSubmit={save} noValidate>
      <h3 id={headingId}>
        {entry
          ? t('candidate.profile.entries.editHeading', { title: String(entry[kind.titleField]) })
          : t(kind.words.addHeading)}
      </h3>
      {submit.message && <p role="alert">{submit.message}</p>}
      {([kind.titleField, kind.placeField] as const).map((field, index) => (
        <TextField
          key={field}
          label={t(index === 0 ? kind.words.titleField : kind.words.placeField)}
          name={field}
          maxLength={CANDIDATE_RECORD_LIMITS[index === 0 ? 'title' : 'place']}
          required
          value={values[field] ?? ''}
          onChange={(event) => set(field, event.target.value)}
          error={submit.errors[field]}
        />
      ))}
      {kind.extraFields({ values, set, errors: submit.errors })}
      <MonthYearField
        legend={t('candidate.profile.entries.start')}
        kind="start"
        value={values.f_inicio ?? ''}
        onChange={(value) => set('f_inicio', value)}
        error={submit.errors.f_inicio}
      />
      <EntryEndField
        entry={kind.id}
        ongoing={current}
        onOngoing={setCurrent}
        value={values.f_final ?? ''}
        onChange={(value) => set('f_final', value)}
        error={submit.errors.f_final}
      />
      <TextArea
        label={t('candidate.profile.entries.descripcion')}
        name="descripcion"
        optional
        maxLength={CANDIDATE_RECORD_LIMITS.description}
        rows={4}
        value={values.descripcion ?? ''}
        onChange={(event) => set('descripcion', event.target.value)}
        error={submit.errors.descripcion}
      />
      <div className="sk-actions candidate-records__form-actions">
        <Button type="submit" loading={submit.pending}>
          {t('candidate.profile.entries.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('candidate.profile.entries.cancel')}
        </Button>
      </div>
    </form>
  );
}
