// One proposal opened for correcting before it is accepted (docs/product-rules.md#cv-extraction): the profile's own
// form parts (text fields, the month-and-year dates with "I currently work here", the level select), the proposal's
// values filled in; saving accepts it with the fields the candidate changed, and the api's refusals
// (`corrections.0.f_inicio`) go to their fields.
import { type FormEvent, useState } from 'react';
import type { CvProposal, CvProposalCorrection, CvProposalDecisionsResponse } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Select, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { decideCvProposals } from '../../api/decide-cv-proposals';
import { EntryFormActions } from '../sections/experience-education-form';
import {
  EntryEndField,
  isMonth,
  MonthYearField,
  toDay,
  toMonth,
  useEndError,
} from '../sections/experience-education-dates';

type Field = Exclude<keyof CvProposalCorrection, 'id'>;
type Values = Partial<Record<Field, string>>;

/** The fields each kind of proposal can correct, with their labels (the profile's own words). */
const TEXT_FIELDS: Partial<Record<CvProposal['field'], [Field, CandidateMessageId, number][]>> = {
  name: [
    ['nombre', 'candidate.profile.personal.nombre', 100],
    ['apellidos', 'candidate.profile.personal.apellidos', 100],
  ],
  phone: [['phoneNumber', 'candidate.welcome.review.phone', 40]],
  location: [['poblacion', 'candidate.profile.personal.poblacion', 100]],
  experience: [
    ['puesto', 'candidate.profile.experience.puesto', 150],
    ['empresa', 'candidate.profile.experience.empresa', 150],
  ],
  education: [
    ['titulo', 'candidate.profile.education.titulo', 150],
    ['centro_estudios', 'candidate.profile.education.centro_estudios', 150],
  ],
  skills: [['tag', 'candidate.welcome.review.skillName', 50]],
};

/** Whether a proposal of this field can be corrected here (the email cannot: account settings). */
export const correctable = (item: CvProposal) => item.field !== 'email';

/** The proposal's values as the form holds them: texts, dates as `YYYY-MM`. */
function valuesOf(item: CvProposal): Values {
  switch (item.field) {
    case 'name':
      return { nombre: item.proposed.nombre, apellidos: item.proposed.apellidos };
    case 'phone':
      return { phoneNumber: item.proposed };
    case 'location':
      return { poblacion: item.proposed };
    case 'languages':
      return { level: String(item.proposed.level) };
    case 'experience':
    case 'education': {
      const { f_inicio, f_final } = item.proposed;
      const [title, place] = item.field === 'experience' ? ['puesto', 'empresa'] : ['titulo', 'centro_estudios'];
      const proposed = item.proposed as unknown as Record<string, string | null>;
      return {
        [title as Field]: proposed[title] ?? '',
        [place as Field]: proposed[place] ?? '',
        f_inicio: toMonth(f_inicio),
        f_final: toMonth(f_final),
      };
    }
    case 'skills':
      return { tag: item.proposed };
    default:
      return {};
  }
}

/**
 * Whether the CV says the entry is still going on: a start and no end ("seit 02/2021", "2019 – today"). An entry
 * with no dates at all is not taken for a current one: the candidate says which.
 */
function ongoingIn(item: CvProposal): boolean {
  if (item.field !== 'experience' && item.field !== 'education') return false;
  return item.proposed.f_inicio !== null && item.proposed.f_final === null;
}

/**
 * What the form changed, as the api takes it: dates as days, the level a number; the end is sent when it changed,
 * `null` when the candidate ticked "still going on" (the form has checked that an end not ticked is a whole month).
 */
function changes(before: Values, after: Values, ongoing: boolean): Omit<CvProposalCorrection, 'id'> {
  const out: Record<string, unknown> = {};
  for (const [field, value = ''] of Object.entries(after) as [Field, string | undefined][]) {
    if (field === 'f_final' || value === (before[field] ?? '')) continue;
    if (field === 'f_inicio') out[field] = toDay(value);
    else if (field === 'level') out[field] = Number(value);
    else out[field] = value.trim();
  }
  if ('f_final' in before) {
    const end = ongoing ? null : toDay(after.f_final ?? '');
    if (end !== (before.f_final ? toDay(before.f_final) : null)) out.f_final = end;
  }
  return out;
}

/** The api's refusals of this correction, by field: `corrections.0.puesto` -> puesto. */
function refusals(error: unknown): { fields: Values; message?: string } | null {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return null;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const fields: Values = {};
  for (const [key, texts] of Object.entries(body?.errors ?? {})) {
    const field = key.split('.').at(-1) as Field;
    if (Array.isArray(texts) && typeof texts[0] === 'string') fields[field] ??= texts[0];
  }
  return { fields, message: typeof body?.message === 'string' ? body.message : undefined };
}

type Props = {
  cvId: number;
  item: CvProposal;
  /** What the form is about, for its name ("Work experience: Night auditor · Hotel Sol"). */
  title: string;
  onSaved: (answer: CvProposalDecisionsResponse) => void;
  onCancel: () => void;
};

export function ProposalEditForm({ cvId, item, title, onSaved, onCancel }: Props) {
  const t = useTranslate<CandidateMessageId>();
  const [before] = useState(() => valuesOf(item));
  const [values, setValues] = useState<Values>(before);
  const [errors, setErrors] = useState<Values>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [ongoing, setOngoing] = useState(() => ongoingIn(item));
  const endError = useEndError();
  const set = (field: Field, value: string) => setValues((all) => ({ ...all, [field]: value }));
  const headingId = `proposal-edit-${item.id}`;
  const dated = item.field === 'experience' || item.field === 'education' ? item.field : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    // A date chosen in part (a month without its year) is said at its field, never sent as no date.
    if (dated) {
      const wrong: Values = {
        f_inicio: isMonth(values.f_inicio ?? '') ? undefined : t('candidate.profile.entries.chooseMonth'),
        f_final: endError(dated, ongoing, values.f_final ?? ''),
      };
      if (wrong.f_inicio || wrong.f_final) {
        setErrors(wrong);
        return;
      }
    }
    setPending(true);
    setErrors({});
    setMessage('');
    try {
      const answer = await decideCvProposals(cvId, {
        accept: [item.id],
        corrections: [{ id: item.id, ...changes(before, values, ongoing) }],
      });
      onSaved(answer);
    } catch (error) {
      const refused = refusals(error);
      setErrors(refused?.fields ?? {});
      setMessage(refused?.message ?? t('candidate.notice.createError'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="candidate-records__form" aria-labelledby={headingId} onSubmit={save} noValidate>
      <p id={headingId} className="candidate-cv-review__label">
        {t('candidate.welcome.review.editHeading', { value: title })}
      </p>
      {message && <p role="alert">{message}</p>}
      {(TEXT_FIELDS[item.field] ?? []).map(([field, label, max]) => (
        <TextField
          key={field}
          label={t(label)}
          name={field}
          maxLength={max}
          required={field !== 'apellidos'}
          value={values[field] ?? ''}
          onChange={(event) => set(field, event.target.value)}
          error={errors[field]}
        />
      ))}
      {item.field === 'languages' && (
        <Select
          label={t('candidate.profile.languages.levelOf', { language: item.proposed.language.name })}
          options={[1, 2, 3, 4].map((level) => ({
            value: String(level),
            label: t(`candidate.profile.languages.level${level}` as CandidateMessageId),
          }))}
          value={values.level ?? ''}
          onChange={(event) => set('level', event.target.value)}
          error={errors.level}
        />
      )}
      {dated && (
        <>
          <MonthYearField
            legend={t('candidate.profile.entries.start')}
            kind="start"
            value={values.f_inicio ?? ''}
            onChange={(value) => set('f_inicio', value)}
            error={errors.f_inicio}
          />
          <EntryEndField
            entry={dated}
            ongoing={ongoing}
            onOngoing={setOngoing}
            value={values.f_final ?? ''}
            onChange={(value) => set('f_final', value)}
            error={errors.f_final}
          />
        </>
      )}
      <EntryFormActions save={t('candidate.welcome.review.saveAccept')} pending={pending} onCancel={onCancel} />
    </form>
  );
}
