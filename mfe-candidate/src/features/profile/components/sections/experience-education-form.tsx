// The form that adds or edits one experience or education entry (experience-education-list.tsx), on the form toolkit
// (docs/design-system.md#useform-and-errorsummary).
import type { FormEvent } from 'react';
import { CANDIDATE_RECORD_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { ErrorSummary, type FormRules, useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { EntryEndField, isMonth, MonthYearField, toDay, toMonth, useEndError } from './experience-education-dates';
import type { Entry, EntryKind, EntryValues, KindAnswer } from './experience-education-list';

type FormProps<E extends Entry> = {
  kind: EntryKind<E>;
  /** The entry edited, or null to add one. */
  entry: E | null;
  onCancel: () => void;
  onSaved: (answer: KindAnswer<E>) => void;
};

/**
 * Adds or edits one entry. What the api would refuse is checked before sending, with its bounds
 * (CANDIDATE_RECORD_LIMITS): the title and the place required, a whole start month, an end or "still going on";
 * every error at its field and in the summary at once, the focus on the first. The api's 422s (an end before the
 * start, say) land on their fields the same way.
 */
export function EntryForm<E extends Entry>({ kind, entry, onCancel, onSaved }: FormProps<E>) {
  const t = useTranslate<CandidateMessageId>();
  const headingId = `${kind.id}-form-${entry?.id ?? 'new'}`;
  const endError = useEndError();
  const form = useForm<EntryValues>({
    id: `${kind.id}-${entry?.id ?? 'new'}`,
    initial: {
      [kind.titleField]: entry ? String(entry[kind.titleField]) : '',
      [kind.placeField]: entry ? String(entry[kind.placeField]) : '',
      f_inicio: toMonth(entry?.f_inicio),
      f_final: toMonth(entry?.f_final),
      // A saved entry without an end is the current one; a new one starts without the box ticked.
      ongoing: entry && entry.f_final === null ? '1' : '',
      descripcion: entry?.descripcion ?? '',
      ...kind.extraValues(entry),
    },
    rules: (now): FormRules<EntryValues> => ({
      [kind.titleField]: {
        label: t(kind.words.titleField),
        required: true,
        maxLength: CANDIDATE_RECORD_LIMITS.title,
      },
      [kind.placeField]: {
        label: t(kind.words.placeField),
        required: true,
        maxLength: CANDIDATE_RECORD_LIMITS.place,
      },
      ...kind.extraRules?.(t),
      f_inicio: {
        label: t('candidate.profile.entries.start'),
        required: true,
        requiredMessage: t('candidate.profile.entries.chooseMonth'),
        check: (value) => (isMonth(value) ? undefined : t('candidate.profile.entries.chooseMonth')),
      },
      // An end, unless the entry is still going on ("I currently work here").
      f_final: {
        label: t('candidate.profile.entries.end'),
        required: now.ongoing !== '1',
        requiredMessage: endError(kind.id, false, ''),
        check: (value, all) => endError(kind.id, all.ongoing === '1', value),
      },
      descripcion: {
        label: t('candidate.profile.entries.descripcion'),
        maxLength: CANDIDATE_RECORD_LIMITS.description,
      },
    }),
    failure: () => t(kind.words.error),
  });
  const { values } = form;
  const ongoing = values.ongoing === '1';

  const save = form.submit(async (sent) => {
    const body = {
      [kind.titleField]: sent[kind.titleField]?.trim(),
      [kind.placeField]: sent[kind.placeField]?.trim(),
      f_inicio: toDay(sent.f_inicio ?? ''),
      // "I currently work here" sends no end (null), the api's mark of the current job.
      f_final: sent.ongoing === '1' ? null : toDay(sent.f_final ?? ''),
      descripcion: sent.descripcion?.trim() || null,
      ...kind.extraBody(sent),
    };
    const answer = entry ? await kind.calls.update(entry.id, body) : await kind.calls.create(body);
    // Adding answers SPEC's notice ('Work experience info added successfully!'); a change has none, ours says so.
    notify.success(answer.message || t(kind.words.saved, { title: String(body[kind.titleField]) }));
    onSaved(answer);
  });
  const submit = (event: FormEvent) => void save(event);

  return (
    <form
      ref={form.formRef}
      className="candidate-records__form"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={headingId}>
        {entry
          ? t('candidate.profile.entries.editHeading', { title: String(entry[kind.titleField]) })
          : t(kind.words.addHeading)}
      </h3>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && <p role="alert">{form.message}</p>}
      <TextField {...form.field(kind.titleField)} />
      <TextField {...form.field(kind.placeField)} />
      {kind.extraFields({ form })}
      <MonthYearField
        id={form.fieldId('f_inicio')}
        legend={t('candidate.profile.entries.start')}
        kind="start"
        value={values.f_inicio ?? ''}
        onChange={(value) => form.set('f_inicio', value)}
        error={form.error('f_inicio')}
      />
      <EntryEndField
        id={form.fieldId('f_final')}
        entry={kind.id}
        ongoing={ongoing}
        onOngoing={(checked) => {
          form.set('ongoing', checked ? '1' : '');
          // The end's own refusal from the api no longer holds once the box changes.
          form.set('f_final', values.f_final ?? '');
        }}
        value={values.f_final ?? ''}
        onChange={(value) => form.set('f_final', value)}
        error={form.error('f_final')}
      />
      <TextArea {...form.field('descripcion')} maxLength={CANDIDATE_RECORD_LIMITS.description} optional rows={4} />
      <EntryFormActions save={t('candidate.profile.entries.save')} pending={form.pending} onCancel={onCancel} />
    </form>
  );
}

/** The end of an entry's form (this one, and a CV proposal's correction): Save (its words), busy while sending, and Cancel. */
export function EntryFormActions({
  save,
  pending,
  onCancel,
}: {
  save: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <div className="sk-actions candidate-records__form-actions">
      <Button type="submit" loading={pending}>
        {save}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('candidate.profile.entries.cancel')}
      </Button>
    </div>
  );
}
