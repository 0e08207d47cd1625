import { SCREENING_ANSWER_MAX_LENGTH, YES_NO_ANSWERS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { TextField } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import type { ApplyQuestion } from '../apply-types';

type Props = {
  question: ApplyQuestion;
  /** The answer as useForm hands a field (`form.field(name)`): its value, error and handlers. */
  field: {
    id: string;
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
    error?: string;
  };
};

/**
 * One screening question (docs/candidate-area.md#the-apply-flow): yes/no and single choice as radio buttons, short
 * text as a field with its count. An answer equal to the disclosed knockout answer says at once, under the question,
 * that it ends the application: never a silent rejection.
 */
export function ScreeningQuestion({ question, field }: Props) {
  const { id, name, value, onChange, onBlur, error } = field;
  const t = useTranslate<CandidateMessageId>();
  const knockout = question.knockout_answer != null && value !== '' && value === question.knockout_answer;
  const warning = knockout ? (
    <p className="candidate-apply__knockout" role="status">
      {t('candidate.apply.knockout')}
    </p>
  ) : (
    // An empty live region, so the warning is announced when it appears.
    <p className="candidate-apply__knockout-slot" role="status" />
  );

  // Yes/no and single choice are picked among their answers; short text is typed.
  const choices =
    question.kind === 'yes_no'
      ? YES_NO_ANSWERS.map((answer) => ({
          value: answer,
          label: t(answer === 'Yes' ? 'candidate.apply.yes' : 'candidate.apply.no'),
        }))
      : question.kind === 'single_choice'
        ? (question.options ?? []).map((option) => ({ value: option, label: option }))
        : null;

  return (
    <div className="candidate-apply__question">
      {choices ? (
        <RadioGroup
          legend={question.question}
          name={name}
          options={choices}
          value={value}
          onChange={(answer) => onChange({ target: { value: answer } })}
          error={error}
        />
      ) : (
        <TextField
          label={question.question}
          id={id}
          name={name}
          onBlur={onBlur}
          maxLength={SCREENING_ANSWER_MAX_LENGTH}
          hint={t('candidate.apply.count', { count: value.length, max: SCREENING_ANSWER_MAX_LENGTH })}
          value={value}
          onChange={onChange}
          error={error}
        />
      )}
      {warning}
    </div>
  );
}
