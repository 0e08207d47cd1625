// One proposal opened for correcting before it is accepted (docs/product-rules.md#cv-extraction): the profile's own
// form parts (text fields, the month-and-year dates, the level select), the proposal's values filled in; saving
// accepts it with the fields the candidate changed, and the api's refusals (`corrections.0.f_inicio`) go to their
// fields.
import { type FormEvent, useState } from 'react';
import type { CvProposal, CvProposalCorrection, CvProposalDecisionsResponse } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Select, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { decideCvProposals } from '../../api/decide-cv-proposals';
import { isMonth, MonthYearField, toDay, toMonth } from '../sections/experience-education-dates';

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

/** What the form changed, as the api takes it: dates as days (an empty end is "still going on"), the level a number. */
function changes(before: Values, after: Values): Omit<CvProposalCorrection, 'id'> {
  const out: Record<string, unknown> = {};
  for (const [field, value = ''] of Object.entries(after) as [Field, string | undefined][]) {
    if (value === (before[field] ?? '')) continue;
    if (field === 'f_inicio') out[field] = toDay(value);
    // An end not chosen (or chosen only in part) is "still going on".
    else if (field === 'f_final') out[field] = isMonth(value) ? toDay(value) : null;
    else if (field === 'level') out[field] = Number(value);
    else out[field] = value.trim();
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
  const set = (field: Field, value: string) => setValues((all) => ({ ...all, [field]: value }));
  const headingId = `proposal-edit-${item.id}`;
  const dated = item.field === 'experience' || item.field === 'education';

  async function save(event: FormEvent) {
    event.preventDefault();
    if (dated && !isMonth(values.f_inicio ?? '')) {
      setErrors({ f_inicio: t('candidate.profile.entries.chooseMonth') });
      return;
    }
    setPending(true);
    setErrors({});
    setMessage('');
    try {
      const answer = await decideCvProposals(cvId, {
        accept: [item.id],
        corrections: [{ id: item.id, ...changes(before, values) }],
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
          <MonthYearField
            legend={t('candidate.welcome.review.endOrNone')}
            kind={item.field === 'education' ? 'educationEnd' : 'experienceEnd'}
            value={values.f_final ?? ''}
            onChange={(value) => set('f_final', value)}
            error={errors.f_final}
          />
        </>
      )}
      <div className="candidate-records__form-actions">
        <Button type="submit" loading={pending}>
          {t('candidate.welcome.review.saveAccept')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('candidate.profile.entries.cancel')}
        </Button>
      </div>
    </form>
  );
}
