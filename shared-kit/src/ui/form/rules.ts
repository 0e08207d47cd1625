import { translate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';

/**
 * What a form checks of one field before sending (docs/design-system.md#useform-and-errorsummary): the same rules the api's schema
 * has for it, read from the same constants (`shared-kit/constants`: ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH, ...), so
 * the screen refuses exactly what the server would refuse, without the round trip.
 */
export type FieldRule<V> = {
  /** The field's visible label: the messages name the field by it. */
  label: string;
  required?: boolean;
  /** In characters (code points), as the api's schemas count them. */
  minLength?: number;
  maxLength?: number;
  /** An email address, as the api's `format: 'email'` checks it (its shape, not whether it exists). */
  email?: boolean;
  /** Own words for an empty required field ("Please answer this question."). */
  requiredMessage?: string;
  /** A rule of this form alone (the confirmation equals the password): the message, or undefined when fine. */
  check?: (value: string, values: V) => string | undefined;
};

// The shape ajv-formats' `format: 'email'` accepts (its default "full" mode, which the api's Fastify uses), so a
// value this lets through the api's schema takes too.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const say = (id: KitMessageId, values: Record<string, unknown>) => translate(id, values);

/** The first thing wrong with one value, in the active language, or undefined when the value passes. */
export function checkValue<V>(rule: FieldRule<V>, value: string, values: V): string | undefined {
  const label = rule.label;
  const length = [...value].length;
  if (!value.trim()) {
    if (!rule.required) return undefined;
    return rule.requiredMessage ?? say('kit.form.required', { label });
  }
  if (rule.maxLength != null && length > rule.maxLength) return say('kit.form.tooLong', { label, max: rule.maxLength });
  if (rule.minLength != null && length < rule.minLength)
    return say('kit.form.tooShort', { label, min: rule.minLength });
  if (rule.email && !EMAIL.test(value)) return say('kit.form.email', { label });
  return rule.check?.(value, values);
}
