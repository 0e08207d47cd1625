import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { cx } from '../class-names';

export type StepperProps = {
  steps: { label: string }[];
  /** The index of the current step; those before it are done. */
  current: number;
  /** Makes the done steps buttons that go back to them. */
  onStepClick?: (index: number) => void;
  className?: string;
};

/**
 * Where the visitor is in a flow of several steps (docs/design-system.md#stepper): an ordered list, so its length
 * and each position are read out; the current step has `aria-current="step"`, each done step says so in words.
 */
export function Stepper({ steps, current, onStepClick, className }: StepperProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <ol className={cx('sk-stepper', className)} aria-label={t('kit.ui.stepper.label')}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const content = (
          <>
            <span className="sk-stepper__marker" aria-hidden="true">
              {index + 1}
            </span>
            <span className="sk-stepper__label">
              {state === 'done' && <span className="sk-visually-hidden">{t('kit.ui.stepper.done')} </span>}
              {step.label}
            </span>
          </>
        );
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence; labels may repeat
            key={index}
            className={cx('sk-stepper__step', `sk-stepper__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' && onStepClick ? (
              <button type="button" className="sk-stepper__button" onClick={() => onStepClick(index)}>
                {content}
              </button>
            ) : (
              <span className="sk-stepper__item">{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
