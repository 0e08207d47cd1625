// The screening questions' form (screening-questions-page.tsx): the list of questions, each edited in place, moved,
// removed, and saved as a whole (docs/company-area.md#screening-questions).
import { type FormEvent, useRef, useState } from 'react';
import { SCREENING_QUESTION_LIMITS, screeningOptions, screeningOptionsProblem } from 'shared-kit/account-rules';
import { type ScreeningQuestionKind, YES_NO_ANSWERS } from 'shared-kit/account-rules';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Card, EmptyState, Select, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { checkValue, ErrorSummary, useForm } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import { JOB_LIMITS } from '../api/company-job';
import { type CompanyQuestion, type QuestionMode, saveScreeningQuestions } from '../api/screening-questions';

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

const optionsOf = (row: Row) => screeningOptions(row.optionsText.split('\n'));

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

/**
 * Each question against the contract's bounds (SCREENING_QUESTION_LIMITS), before sending
 * (docs/company-area.md#screening-questions): the errors by the api's own names, so they show where its 422 would.
 * A single choice's options by the api's own rule (screeningOptionsProblem): how many, how long, none twice.
 */
function useQuestionChecks() {
  const t = useTranslate<CompanyMessageId>();
  const L = SCREENING_QUESTION_LIMITS;
  const optionsMessage = (problem: 'count' | 'tooLong' | 'twice', label: string) =>
    problem === 'count'
      ? t('company.questions.optionsCount', { label, min: L.optionsMin, max: L.optionsMax })
      : problem === 'tooLong'
        ? t('company.questions.optionTooLong', { label, max: L.optionMax })
        : t('company.questions.optionsTwice', { label });
  return (rows: Row[]): Record<string, string> => {
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      const label = t('company.questions.number', { n: index + 1 });
      const question = checkValue(
        {
          label,
          required: true,
          minLength: SCREENING_QUESTION_LIMITS.questionMin,
          maxLength: SCREENING_QUESTION_LIMITS.questionMax,
        },
        row.question,
        row,
      );
      if (question) found[`questions.${index}.question`] = question;
      const options = row.kind === 'single_choice' ? screeningOptionsProblem(optionsOf(row)) : null;
      if (options) found[`questions.${index}.options`] = optionsMessage(options, label);
      if (row.kind === 'short_text' && row.mode === 'preferred') {
        const answer = checkValue(
          {
            label: `${label}: ${t('company.questions.preferredAnswer')}`,
            maxLength: SCREENING_QUESTION_LIMITS.preferredTextMax,
          },
          row.answer,
          row,
        );
        if (answer) found[`questions.${index}.preferred_answer`] = answer;
      }
    });
    return found;
  };
}

/**
 * The questions of one job, on the form toolkit (docs/design-system.md#useform-and-errorsummary): rows kept in the
 * form's own state, checked with useForm's `check`; every error at its question and in the summary at once, the focus
 * on the first; the api's 422 on the same fields.
 */
export function QuestionsForm({ jobId, initial }: { jobId: number; initial: CompanyQuestion[] }) {
  const t = useTranslate<CompanyMessageId>();
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const list = useRef<HTMLOListElement>(null);
  const check = useQuestionChecks();
  const form = useForm<Record<string, string>>({
    id: 'questions',
    initial: {},
    rules: () => ({}),
    check: () => check(rows),
    failure: () => t('company.questions.saveFailed'),
  });
  const set = (key: number, change: Partial<Row>) => {
    setRows((now) => now.map((row) => (row.key === key ? { ...row, ...change } : row)));
    // An edited question drops what the api said about it.
    const index = rows.findIndex((row) => row.key === key);
    for (const field of ['question', 'kind', 'options', 'mode', 'knockout_answer', 'preferred_answer'])
      form.forget(`questions.${index}.${field}`);
  };
  const move = (index: number, by: -1 | 1) =>
    setRows((now) => {
      const next = [...now];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  function add() {
    const key = nextKey++;
    const id = form.fieldId(`questions.${rows.length}.question`);
    setRows((now) => [...now, { key, question: '', kind: 'yes_no', optionsText: '', mode: 'none', answer: '' }]);
    // The new question's first field takes the focus once it is drawn.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  const save = form.submit(async () => {
    const saved = await saveScreeningQuestions(jobId, rows.map(questionOf));
    setRows(saved.map(rowOf));
    notify.success(translate('company.questions.saved' satisfies CompanyMessageId));
  });
  const submit = (event: FormEvent) => void save(event);

  const errorOf = (index: number, field: string) => form.error(`questions.${index}.${field}`);

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="company-questions">
      {form.message && <p role="alert">{form.message}</p>}
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
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
                  id={form.fieldId(`questions.${index}.question`)}
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
                    id={form.fieldId(`questions.${index}.options`)}
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
                    id={form.fieldId(`questions.${index}.preferred_answer`)}
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
        <Button type="submit" loading={form.pending}>
          {t('company.questions.save')}
        </Button>
      </div>
    </form>
  );
}
