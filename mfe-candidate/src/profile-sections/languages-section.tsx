import { useEffect, useRef, useState } from 'react';
import type { CandidateLanguage } from 'shared-kit/contracts';
import { LANGUAGE_LEVELS } from 'shared-kit/account-rules';
import { languageName } from 'shared-kit/constants';
import { currentLocale, translate, useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Button, Combobox, Dialog, EmptyState, Select } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../locales';
import { addLanguage } from './api/add-language';
import { useJobReferenceLists } from './api/get-job-reference-lists';
import { removeLanguage } from './api/remove-language';
import { updateLanguage } from './api/update-language';
import { type ProfileSectionProps, withCandidate } from './profile-state';
import { ProfileSection } from './profile-section';

/** SPEC's scale with its CEFR labels (docs/product-rules.md#candidate-records): 4 is the mother tongue. */
const LEVELS: Record<string, CandidateMessageId> = {
  '1': 'candidate.profile.languages.level1',
  '2': 'candidate.profile.languages.level2',
  '3': 'candidate.profile.languages.level3',
  '4': 'candidate.profile.languages.level4',
};

// SPEC's message for a language call that failed without saying why (docs/product-rules.md#candidate-records).
const failure = () => translate('candidate.profile.languages.error' satisfies CandidateMessageId);

/** A level the api takes: a whole number within the contract's bounds (LANGUAGE_LEVELS). */
const isLevel = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= LANGUAGE_LEVELS.min && Number(value) <= LANGUAGE_LEVELS.max;

/** The level choices, in the interface language. */
function useLevelOptions() {
  const t = useTranslate<CandidateMessageId>();
  return Object.entries(LEVELS).map(([value, id]) => ({ value, label: t(id) }));
}

/**
 * The candidate's languages with their levels (docs/candidate-area.md#languages-experience-education-and-skills):
 * each level changes in place, each language is removed after a confirmation, and a form under the list adds one.
 * Used alone by the languages step of /welcome, so an empty list invites the first language.
 */
export function LanguagesSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const languages = profile.user.candidate.languages ?? [];
  const addRef = useRef<HTMLFormElement>(null);
  const [removing, setRemoving] = useState<CandidateLanguage | null>(null);
  const [removeError, setRemoveError] = useState('');

  const save = (answer: { languages: CandidateLanguage[]; tasks: typeof profile.tasks }) =>
    onChange(withCandidate(profile, { languages: answer.languages }, answer.tasks));
  // After adding or removing, focus goes to the add form's language field: the next thing a candidate does. Moved in
  // an effect, after the confirming dialog has closed (an open modal makes the rest of the page inert).
  const [focusAdd, setFocusAdd] = useState(0);
  // Each language added draws a fresh add form: empty, its errors not shown until the next send.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (focusAdd) addRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [focusAdd]);

  async function remove(language: CandidateLanguage) {
    setRemoveError('');
    try {
      save(await removeLanguage(language.slug));
      setRemoving(null);
      notify.success(t('candidate.profile.languages.removed', { language: languageName(language, currentLocale()) }));
      setFocusAdd((n) => n + 1);
    } catch (error) {
      setRemoveError(serverText(error) || failure());
    }
  }

  return (
    <ProfileSection
      id="languages"
      title={t('candidate.profile.languages.title')}
      description={t('candidate.profile.languages.description')}
      view={
        <>
          {languages.length === 0 ? (
            <EmptyState title={t('candidate.profile.languages.emptyTitle')} headingLevel={3}>
              <p>{t('candidate.profile.languages.empty')}</p>
            </EmptyState>
          ) : (
            <ul className="candidate-records__list" aria-label={t('candidate.profile.languages.listLabel')}>
              {languages.map((language) => (
                <LanguageRow
                  key={language.slug}
                  language={language}
                  onSaved={save}
                  onRemove={() => {
                    setRemoveError('');
                    setRemoving(language);
                  }}
                />
              ))}
            </ul>
          )}
          <AddLanguageForm
            key={added}
            formRef={addRef}
            languages={languages}
            onAdded={(answer) => {
              save(answer);
              setAdded((n) => n + 1);
              setFocusAdd((n) => n + 1);
            }}
          />
          <Dialog
            open={removing !== null}
            onClose={() => setRemoving(null)}
            title={t('candidate.profile.languages.removeTitle', {
              language: removing ? languageName(removing, currentLocale()) : '',
            })}
            description={t('candidate.profile.languages.removeText')}
            footer={
              <>
                <Button variant="secondary" onClick={() => setRemoving(null)}>
                  {t('candidate.profile.languages.cancel')}
                </Button>
                <Button variant="danger" onClick={() => removing && remove(removing)}>
                  {t('candidate.profile.languages.removeConfirm')}
                </Button>
              </>
            }
          >
            {removeError && <p role="alert">{removeError}</p>}
          </Dialog>
        </>
      }
    />
  );
}

/** The api's words for a refused call (the 422's or the 404's message), else nothing. */
function serverText(error: unknown): string {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return '';
  const message = (error.response.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

type RowProps = {
  language: CandidateLanguage;
  onSaved: (answer: Awaited<ReturnType<typeof updateLanguage>>) => void;
  onRemove: () => void;
};

/** One language: its name, its level as a select that saves when changed, and a remove button. */
function LanguageRow({ language, onSaved, onRemove }: RowProps) {
  const t = useTranslate<CandidateMessageId>();
  const levels = useLevelOptions();
  const name = languageName(language, currentLocale());
  const form = useForm<{ level: string }>({
    initial: { level: String(language.level) },
    rules: () => ({
      level: {
        label: t('candidate.profile.languages.levelOf', { language: name }),
        required: true,
        requiredMessage: t('candidate.profile.languages.chooseLevel'),
        check: (value) => (isLevel(value) ? undefined : t('candidate.profile.languages.chooseLevel')),
      },
    }),
    failure,
  });
  // The level saves when changed: the change sets the value, and the send follows once it is in the form's state.
  const [changed, setChanged] = useState(0);
  const save = form.submit(async ({ level }) => {
    onSaved(await updateLanguage(language.slug, { level: Number(level) }));
    notify.success(t('candidate.profile.languages.updated', { language: name }));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per change of the select.
  useEffect(() => {
    if (changed) save();
  }, [changed]);

  return (
    <li className="candidate-records__item candidate-languages-row">
      <span className="candidate-languages-row__name">{name}</span>
      <Select
        className="candidate-languages-row__level"
        label={t('candidate.profile.languages.levelOf', { language: name })}
        options={levels}
        value={String(language.level)}
        disabled={form.pending}
        onChange={(event) => {
          form.set('level', event.target.value);
          setChanged((n) => n + 1);
        }}
        // The mother-tongue limit comes as the error of `level`; another failure as the message.
        error={form.error('level') || form.error('language') || form.message || undefined}
      />
      <Button variant="ghost" size="sm" onClick={onRemove}>
        {t('candidate.profile.languages.remove', { language: name })}
      </Button>
    </li>
  );
}

type AddProps = {
  formRef: React.RefObject<HTMLFormElement | null>;
  languages: CandidateLanguage[];
  /** Called once added; the section then draws a fresh, empty form (a new `key`). */
  onAdded: (answer: Awaited<ReturnType<typeof addLanguage>>) => void;
};

/**
 * Adds a language: one of the board's (searchable), with a level. On the form toolkit
 * (docs/design-system.md#useform-and-errorsummary): both missing are said together, at their fields and in the
 * summary, before anything is sent; the api's 422 (the mother-tongue limit on `level`) lands the same way.
 */
function AddLanguageForm({ formRef, languages, onAdded }: AddProps) {
  const t = useTranslate<CandidateMessageId>();
  const reference = useJobReferenceLists();
  const levels = useLevelOptions();
  const form = useForm<{ language: string; level: string }>({
    id: 'language-add',
    initial: { language: '', level: '' },
    rules: () => ({
      language: {
        label: t('candidate.profile.languages.language'),
        required: true,
        requiredMessage: t('candidate.profile.languages.chooseLanguage'),
      },
      level: {
        label: t('candidate.profile.languages.level'),
        required: true,
        requiredMessage: t('candidate.profile.languages.chooseLevel'),
      },
    }),
    failure,
  });

  const had = new Set(languages.map((l) => l.slug));
  const options =
    reference.status === 'success'
      ? reference.data.languages
          .filter((l) => !had.has(l.slug))
          .map((l) => ({ value: l.slug, label: languageName(l, currentLocale()) }))
      : [];

  const submit = form.submit(async ({ language, level }) => {
    const label = options.find((o) => o.value === language)?.label ?? language;
    const answer = await addLanguage({ language, level: Number(level) });
    notify.success(t('candidate.profile.languages.added', { language: label }));
    onAdded(answer);
  });

  return (
    <form
      ref={(element) => {
        form.formRef.current = element;
        formRef.current = element;
      }}
      className="candidate-records__add"
      onSubmit={submit}
      noValidate
    >
      <h3>{t('candidate.profile.languages.addHeading')}</h3>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && <p role="alert">{form.message}</p>}
      {reference.status === 'error' && (
        <p role="alert">
          {t('candidate.profile.languages.listError')}{' '}
          <Button variant="link" onClick={reference.retry}>
            {t('candidate.profile.languages.retry')}
          </Button>
        </p>
      )}
      <Combobox
        label={t('candidate.profile.languages.language')}
        placeholder={t('candidate.profile.languages.languagePlaceholder')}
        options={options}
        value={form.values.language || null}
        onChange={(value) => form.set('language', value ?? '')}
        error={form.error('language')}
      />
      <RadioGroup
        legend={t('candidate.profile.languages.level')}
        // The toolkit finds the group by this name (the summary's link, the focus after a refusal).
        name="level"
        options={levels}
        value={form.values.level || null}
        onChange={(value) => form.set('level', value)}
        error={form.error('level')}
      />
      <Button type="submit" loading={form.pending}>
        {t('candidate.profile.languages.submit')}
      </Button>
    </form>
  );
}
