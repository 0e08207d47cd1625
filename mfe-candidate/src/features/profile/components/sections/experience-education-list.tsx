// What the experience and education sections share: a list of dated entries, each edited in place, highlighted or
// deleted, and a form to add one. The two differ only in their field names, words and one or two extra fields, which
// each section gives as an `EntryKind` (docs/candidate-area.md#languages-experience-education-and-skills).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CandidateProfile, Tasks } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Dialog, EmptyState } from 'shared-kit/ui';
import type { Form, FormRules } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { type ProfileSectionProps, withCandidate } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { EntryForm } from './experience-education-form';
import { EntryView } from './experience-education-view';

/** What both kinds of entry have (`ExperienceSchema`, `EducationSchema`). */
export type Entry = {
  id: number;
  f_inicio: string;
  f_final: string | null;
  descripcion: string | null;
  highlighted: boolean;
};

/** The form's values: the wire's field names, dates as `YYYY-MM`, every value a string (`ongoing`: '1' or ''). */
export type EntryValues = Record<string, string>;

/** What every call of a kind answers: the whole list under the kind's name, the tasks, and a notice on adding. */
export type KindAnswer<E> = { message?: string; tasks: Tasks; experience?: E[]; education?: E[] };

/** What a kind's own fields get: the entry's form (the toolkit's: values, setters, errors, field props). */
export type ExtraFieldsProps = { form: Form<EntryValues> };

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
  /** The other fields' checks before sending (their bounds, as the api's schema has them). */
  extraRules?: (t: (id: CandidateMessageId) => string) => FormRules<EntryValues>;
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
