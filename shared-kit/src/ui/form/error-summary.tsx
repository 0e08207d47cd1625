import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import type { FormError } from './use-form';

export type ErrorSummaryProps = {
  errors: FormError[];
  /** Moves the focus to a field (useForm's `focus`), for fields whose id is not the control's (radio groups). */
  onSelect?: (name: string) => void;
};

/**
 * Every error of a form at once, above its fields (docs/design-system.md#useform-and-errorsummary): a count read out when it appears
 * and a link to each field, so a screen-reader or keyboard user hears what is wrong and goes straight to it.
 * Renders nothing while there is no error; it is an alert, read out when it appears.
 */
export function ErrorSummary({ errors, onSelect }: ErrorSummaryProps) {
  const t = useTranslate<KitMessageId>();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="sk-error-summary">
      <p className="sk-error-summary__title">{t('kit.form.summary', { count: errors.length })}</p>
      <ul className="sk-error-summary__list">
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                if (!onSelect) return;
                event.preventDefault();
                onSelect(error.name);
              }}
            >
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
