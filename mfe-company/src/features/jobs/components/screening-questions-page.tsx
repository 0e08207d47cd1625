import { type FormEvent, useRef, useState } from 'react';
import { SCREENING_QUESTION_LIMITS, type ScreeningQuestionKind, YES_NO_ANSWERS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useParams } from 'shared-kit/router';
import { AreaError, Button, Card, EmptyState, NotFound, Select, Skeleton, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { checkValue } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import { JOB_LIMITS } from '../api/company-job';
import { useCompanyJob } from '../api/get-company-job';
import {
  type CompanyQuestion,
  type QuestionMode,
  saveScreeningQuestions,
  useScreeningQuestions,
} from '../api/screening-questions';
import { refusalOf } from '../../../lib/refusal';

/** A question as the form holds it: the options as typed, one a line. */
type Row = {
  key: number;
  id?: number;
  question: string;
  kind: ScreeningQuestionKind;
  optionsText: string;
  mode: 'none' | 'knockout' | 'preferred';
  answer: string;
};

let nextKey = 1;
const KINDS: ScreeningQuestionKind[] = ['yes_no', 'single_choice', 'short_text'];

const optionsOf = (row: Row) =>
  row.optionsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The answers a knockout or preferred answer is chosen from: Yes and No, or the question's own options. */
const answersOf = (row: Row): string[] =>
  row.kind === 'yes_no' ? [...YES_NO_ANSWERS] : row.kind === 'single_choice' ? optionsOf(row) : [];

function rowOf(question: CompanyQuestion): Row {
  return {
    key: nextKey++,
    id: question.id,
    question: question.question,
    kind: question.kind,
    optionsText: (question.options ?? []).join('\n'),
    mode: question.mode ?? 'none',
    answer: (question.mode === 'knockout' ? question.knockout_answer : question.preferred_answer) ?? '',
  };
}

function questionOf(row: Row): CompanyQuestion {
  // A short text cannot be a knockout (its answers are free); its preferred answer is a hint for the company's reading.
  const mode: QuestionMode =
    row.mode === 'none' || (row.kind === 'short_text' && row.mode === 'knockout') ? null : row.mode;
  return {
    ...(row.id ? { id: row.id } : {}),
    question: row.question.trim(),
    kind: row.kind,
    options: row.kind === 'single_choice' ? optionsOf(row) : null,
    mode,
    knockout_answer: mode === 'knockout' ? row.answer || null : null,
    preferred_answer: mode === 'preferred' ? row.answer || null : null,
  };
}

/** `/company/jobs/:jobId/screening-questions`: the questions candidates answer when they apply (docs/company-area.md#screening-questions). */
export function ScreeningQuestionsPage() {
  const t = useTranslate<CompanyMessageId>();
  const { jobId } = useParams();
  const id = Number(jobId);
  const valid = Number.isInteger(id) && id > 0;
  const job = useCompanyJob(valid ? id : null);
  const questions = useScreeningQuestions(valid ? id : 0);
  if (!valid) return <NotFound />;
  let body = <Skeleton height={320} />;
  if (job.status === 'error' || questions.status === 'error') {
    body = (
      <AreaError
        message={t('company.questions.loadError')}
        onRetry={() => {
          job.retry();
          questions.retry();
        }}
      />
    );
  } else if (job.status === 'success' && questions.status === 'success') {
    body = <QuestionsForm jobId={id} initial={questions.data} />;
  }
  return (
    <section className="company-page" aria-labelledby="company-questions-heading">
      <h1 id="company-questions-heading">{t('company.questions.title')}</h1>
      {job.status === 'success' && job.data && (
        <p>
          {t('company.questions.forJob', { title: job.data.title })}{' '}
          <Link to={`/company/jobs/${id}/edit`}>{t('company.questions.backToJob')}</Link>
        </p>
      )}
      <p>{t('company.questions.intro')}</p>
      {body}
    </section>
  );
}

function QuestionsForm({ jobId, initial }: { jobId: number; initial: CompanyQuestion[] }) {
  const t = useTranslate<CompanyMessageId>();
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const messages = useRef<HTMLDivElement>(null);

  const set = (key: number, change: Partial<Row>) =>
    setRows((now) => now.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((now) => {
      const next = [...now];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  function add() {
    const key = nextKey++;
    setRows((now) => [...now, { key, question: '', kind: 'yes_no', optionsText: '', mode: 'none', answer: '' }]);
    // The new question's first field takes the focus once it is drawn.
    requestAnimationFrame(() => document.getElementById(`company-question-${key}`)?.focus());
  }

  /**
   * Each question's text against the contract's bounds (SCREENING_QUESTION_LIMITS), before sending
   * (docs/company-area.md#screening-questions): the errors by the api's own names, so they show where its 422 would.
   */
  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      const rule = {
        label: t('company.questions.number', { n: index + 1 }),
        required: true,
        minLength: SCREENING_QUESTION_LIMITS.questionMin,
        maxLength: SCREENING_QUESTION_LIMITS.questionMax,
      };
      const error = checkValue(rule, row.question, row);
      if (error) found[`questions.${index}.question`] = error;
    });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage('');
    const found = check();
    setErrors(found);
    const first = rows.findIndex((_row, index) => found[`questions.${index}.question`]);
    if (first >= 0) {
      // Nothing is sent: every question in error says so at once, and the focus goes to the first.
      setMessage(t('company.questions.fixFields'));
      document.getElementById(`company-question-${rows[first]?.key}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const saved = await saveScreeningQuestions(jobId, rows.map(questionOf));
      setRows(saved.map(rowOf));
      notify.success(translate('company.questions.saved' satisfies CompanyMessageId));
    } catch (error) {
      const refused = refusalOf(error) ?? { message: null, errors: {} };
      setErrors(refused.errors);
      setMessage(
        Object.keys(refused.errors).length > 0
          ? t('company.questions.fixFields')
          : refused.message || t('company.questions.saveFailed'),
      );
      messages.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const errorOf = (index: number, field: string) =>
    errors[`questions.${index}.${field}`] ?? errors[`questions/${index}/${field}`];

  return (
    <form onSubmit={submit} noValidate className="company-questions">
      <div ref={messages} tabIndex={-1}>
        {message && <p role="alert">{message}</p>}
        {errors.questions && <p role="alert">{errors.questions}</p>}
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('company.questions.empty.title')}>
          <p>{t('company.questions.empty.text')}</p>
        </EmptyState>
      ) : (
        <ol className="sk-plain-list company-question-list" ref={list}>
          {rows.map((row, index) => {
            const n = index + 1;
            const answers = answersOf(row);
            return (
              <Card
                as="li"
                key={row.key}
                className="company-question"
                aria-labelledby={`company-question-${row.key}-heading`}
              >
                <h2 id={`company-question-${row.key}-heading`} className="company-question__heading">
                  {t('company.questions.number', { n })}
                </h2>
                <TextField
                  id={`company-question-${row.key}`}
                  label={t('company.questions.question')}
                  maxLength={JOB_LIMITS.question}
                  required
                  value={row.question}
                  onChange={(event) => set(row.key, { question: event.target.value })}
                  error={errorOf(index, 'question')}
                />
                <Select
                  label={t('company.questions.kind')}
                  options={KINDS.map((kind) => ({ value: kind, label: t(`company.questions.kinds.${kind}`) }))}
                  value={row.kind}
                  onChange={(event) =>
                    set(row.key, {
                      kind: event.target.value as ScreeningQuestionKind,
                      answer: '',
                      mode: event.target.value === 'short_text' && row.mode === 'knockout' ? 'none' : row.mode,
                    })
                  }
                  error={errorOf(index, 'kind')}
                />
                {row.kind === 'single_choice' && (
                  <TextArea
                    label={t('company.questions.options')}
                    hint={t('company.questions.optionsHint', { max: JOB_LIMITS.options })}
                    maxLength={(JOB_LIMITS.option + 1) * JOB_LIMITS.options}
                    showCount={false}
                    rows={4}
                    value={row.optionsText}
                    onChange={(event) => set(row.key, { optionsText: event.target.value })}
                    error={errorOf(index, 'options')}
                  />
                )}
                <Select
                  label={t('company.questions.mode')}
                  options={(row.kind === 'short_text'
                    ? (['none', 'preferred'] as const)
                    : (['none', 'knockout', 'preferred'] as const)
                  ).map((mode) => ({ value: mode, label: t(`company.questions.modes.${mode}`) }))}
                  value={row.mode}
                  onChange={(event) => set(row.key, { mode: event.target.value as Row['mode'], answer: '' })}
                  error={errorOf(index, 'mode')}
                />
                {row.kind === 'short_text' && row.mode === 'preferred' && (
                  <TextField
                    label={t('company.questions.preferredAnswer')}
                    hint={t('company.questions.preferredTextHint')}
                    maxLength={SCREENING_QUESTION_LIMITS.preferredTextMax}
                    value={row.answer}
                    onChange={(event) => set(row.key, { answer: event.target.value })}
                    error={errorOf(index, 'preferred_answer')}
                  />
                )}
                {row.kind !== 'short_text' && row.mode !== 'none' && (
                  <Select
                    label={
                      row.mode === 'knockout'
                        ? t('company.questions.knockoutAnswer')
                        : t('company.questions.preferredAnswer')
                    }
                    hint={row.mode === 'knockout' ? t('company.questions.knockoutHint') : undefined}
                    placeholder={t('company.questions.chooseAnswer')}
                    options={answers.map((answer) => ({
                      value: answer,
                      label: row.kind === 'yes_no' ? t(`company.questions.answer.${answer as 'Yes' | 'No'}`) : answer,
                    }))}
                    value={row.answer}
                    onChange={(event) => set(row.key, { answer: event.target.value })}
                    error={errorOf(index, 'knockout_answer') ?? errorOf(index, 'preferred_answer')}
                  />
                )}
                <div className="sk-actions company-question__actions">
                  <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                    {t('company.questions.moveUp', { n })}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                    {t('company.questions.moveDown', { n })}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRows((now) => now.filter((other) => other.key !== row.key))}
                  >
                    {t('company.questions.remove', { n })}
                  </Button>
                </div>
              </Card>
            );
          })}
        </ol>
      )}
      <div className="sk-actions company-editor__actions">
        {rows.length < JOB_LIMITS.questions && (
          <Button variant="secondary" onClick={add}>
            {t('company.questions.add')}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {t('company.questions.save')}
        </Button>
      </div>
    </form>
  );
}
