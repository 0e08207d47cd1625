/**
 * Values a GET form sends along unchanged (docs/design-system.md#forms-without-javascript): one hidden input per
 * value, so a name may repeat (`language=German&language=French`). For the first HTML of a page, which works before
 * its JavaScript.
 */
export function HiddenFields({ name, values }: { name: string; values: readonly (string | number)[] }) {
  return values.map((value) => <input key={value} type="hidden" name={name} value={value} />);
}
