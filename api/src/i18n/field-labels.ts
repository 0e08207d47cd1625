// The words a 422 names a field by (docs/i18n.md#field-names-in-messages): the label the person saw on the form, in
// their language, never the api's column name ("The nombre field is required." became "The first name field is
// required."). Every message that names a field goes through `labelled` when the answer is said
// (plugins/errors.ts), whoever raised it: a schema, a service, a route.
import { type ApiMessageId, type Text, text } from './catalogues';
import english from '../locales/en.json';

const LABEL_PREFIX = 'api.field.';

/**
 * The catalogue key of a field: the last named segment of its path (`experiences.0.puesto` -> `puesto`,
 * `answers.12` -> `answers`), without leading underscores, with spaces as underscores (`offer id` -> `offer_id`),
 * lower case.
 */
export function fieldKey(path: string): string {
  const named = path
    .split('.')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .at(-1);
  return (named ?? path).replace(/^_+/, '').trim().replace(/\s+/g, '_').toLowerCase();
}

/** The field's label as a text of the catalogue, or, for a field without one, its own name with spaces. */
export function fieldLabel(path: string): Text | string {
  const id = `${LABEL_PREFIX}${fieldKey(path)}`;
  if (id in english) return text(id as ApiMessageId);
  return fieldKey(path).replace(/_/g, ' ');
}

// The values of a message that name a field: `{field}` always, `{other}` in "required when {other} is {value}".
const FIELD_VALUES = ['field', 'other'];

/** The message with its field named by its label (a value that is already a text is kept). */
export function labelled(message: Text): Text {
  if (!message.values) return message;
  const values = { ...message.values };
  for (const key of FIELD_VALUES) {
    const value = values[key];
    if (typeof value === 'string') values[key] = fieldLabel(value);
  }
  return { ...message, values };
}
