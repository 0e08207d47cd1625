import { checkValue } from 'shared-kit/ui/form';

/**
 * The errors an editor shows before sending, by the api's field names (docs/design-system.md#useform-and-errorsummary): a field with a
 * problem of the form's own rules says it in words (`required` as the toolkit says it), else the contract's bound
 * speaks. `field` adds one field; `errors` holds what was found, in the order the fields were added.
 */
export function fieldErrors<P extends string>(
  problems: Record<string, P>,
  problemText: Record<Exclude<P, 'required'>, string>,
) {
  const errors: Record<string, string> = {};
  const field = (name: string, label: string, value: string, maxLength?: number) => {
    const problem = problems[name];
    const text =
      problem === 'required'
        ? checkValue({ label, required: true }, '', {})
        : problem
          ? problemText[problem as Exclude<P, 'required'>]
          : checkValue({ label, maxLength }, value, {});
    if (text) errors[name] = text;
  };
  return { errors, field };
}
