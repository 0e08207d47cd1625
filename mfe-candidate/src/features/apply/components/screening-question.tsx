import { useTranslate } from 'shared-kit/i18n';
import { TextField } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import type { ApplyQuestion } from '../apply-types';

/** The api's bound on a short text answer (docs/candidate-area.md#the-apply-flow). */
export const SHORT_TEXT_MAX = 500;

/** The wire values of a yes/no question: the api compares them with the knockout answer ('No'). */
const YES_NO = ['Yes', 'No'] as const;

type Props = {
  question: ApplyQuestion;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * One screening question (docs/candidate-area.md#the-apply-flow): yes/no and single choice as radio buttons, short
 * text as a field with its count. An answer equal to the disclosed knockout answer says at once, under the question,
 * that it ends the application: never a silent rejection.
 */
export function ScreeningQuestion({ question, value, onChange, error }: Props) {
  const t = useTranslate<CandidateMessageId>();
  const knockout = question.knockout_answer != null && value !== '' && value === question.knockout_answer;
  const name = `question-${question.id}`;
  const warning = knockout ? (
    <p className="candidate-apply__knockout" role="status">
      {t('candidate.apply.knockout')}
    </p>
  ) : (
    // An empty live region, so the warning is announced when it appears.
    <p className="candidate-apply__knockout-slot" role="status" />
  );

  if (question.kind === 'yes_no' || question.kind === 'single_choice') {
    const options =
      question.kind === 'yes_no'
        ? YES_NO.map((answer) => ({
            value: answer,
            label: t(answer === 'Yes' ? 'candidate.apply.yes' : 'candidate.apply.no'),
          }))
        : (question.options ?? []).map((option) => ({ value: option, label: option }));
    return (
      <div className="candidate-apply__question">
        <RadioGroup
          legend={question.question}
          name={name}
          options={options}
          value={value}
          onChange={onChange}
          error={error}
        />
        {warning}
      </div>
    );
  }

  return (
    <div className="candidate-apply__question">
      <TextField
        label={question.question}
        name={name}
        maxLength={SHORT_TEXT_MAX}
        hint={t('candidate.apply.count', { count: value.length, max: SHORT_TEXT_MAX })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      {warning}
    </div>
  );
}
