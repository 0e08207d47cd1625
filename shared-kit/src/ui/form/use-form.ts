import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Refusal, readRefusal } from 'shared-kit/http';
import { checkValue, type FieldRule } from './rules';

type Values = Record<string, string>;

export type FormRules<V extends Values> = Partial<Record<keyof V & string, FieldRule<V>>>;

export type UseFormOptions<V extends Values> = {
  initial: V;
  /** The rules of each checked field, made at every render (labels follow the active language; rules may follow values). */
  rules: (values: V) => FormRules<V>;
  /** Said above the fields when a call fails without field errors and without a message of the api's own. */
  failure: () => string;
  /**
   * Takes a refusal over before the form shows it (sign-in hides which field was wrong; the apply flow goes back a
   * step): return true when handled.
   */
  onRefused?: (refusal: Refusal) => boolean;
  /** The prefix of the fields' ids (default: a generated one). */
  id?: string;
  /**
   * The checks of fields the values do not hold (the rows of a list an editor keeps in its own state): their errors
   * by the api's names (`sponsors.0.name`), so they show where its 422 would. Run at every render once a send was
   * tried (the errors follow the state), and before each send: any error and nothing is sent.
   */
  check?: (values: V) => Record<string, string>;
};

export type FormError = { name: string; id: string; text: string };

const byName = (name: string) => `[name=${JSON.stringify(name)}]`;

/**
 * One form's state (docs/design-system.md#useform-and-errorsummary): values, which fields were left (blurred), the checks of each
 * field from its rules, the api's field errors and the form's own message. A field shows its error once it was left
 * or the form was sent, and the error follows the value from then on, so an answer given removes its error at once.
 * Sending checks every field first: all errors show together, the focus goes to the first and nothing is sent; a
 * 422 from the api puts each message under its field the same way. An edited field drops the api's message for it.
 */
export function useForm<V extends Values>({ initial, rules, failure, onRefused, id, check }: UseFormOptions<V>) {
  const generated = useId();
  const prefix = id ?? generated.replace(/:/g, '');
  const [values, setValues] = useState<V>(initial);
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [sent, setSent] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  const ruleSet = rules(values);
  const names = Object.keys(ruleSet) as (keyof V & string)[];
  const fieldId = (name: string) => `${prefix}-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const clientError = (name: keyof V & string) => {
    const rule = ruleSet[name];
    return rule ? checkValue(rule, values[name] ?? '', values) : undefined;
  };
  // The other fields' errors (`check`), once a send was tried.
  const checked: Record<string, string> = sent && check ? check(values) : {};
  const error = (name: (keyof V & string) | string): string | undefined =>
    server[name] ??
    (sent || left[name] ? clientError(name as keyof V & string) : undefined) ??
    (name in ruleSet ? undefined : checked[name]);
  // The errors in the order of the rules, then of the other fields' checks, then the api's errors of other fields.
  const others = Object.keys(checked).filter((name) => !(name in ruleSet));
  const errors: FormError[] = [
    ...[...names, ...others].map((name) => ({ name, id: fieldId(name), text: error(name) ?? '' })),
    ...Object.keys(server)
      .filter((name) => !(name in ruleSet) && !(name in checked))
      .map((name) => ({ name, id: fieldId(name), text: server[name] ?? '' })),
  ].filter((one) => one.text);

  function focus(name: string) {
    const scope: ParentNode = formRef.current ?? document;
    // By the field's id, else by its name (a radio group), else the first control marked invalid (a combobox).
    const target =
      document.getElementById(fieldId(name)) ??
      scope.querySelector<HTMLElement>(`${byName(name)}:checked, ${byName(name)}`) ??
      scope.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }

  // After a refused send, once the errors are on screen: the focus goes to the first field in error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused send.
  useEffect(() => {
    if (focusTick > 0 && errors[0]) focus(errors[0].name);
  }, [focusTick]);

  /** Drops the api's message about a field (it was edited): for a field the values do not hold, its editor calls it. */
  function forget(name: string) {
    setServer((all) => {
      if (!(name in all)) return all;
      const { [name]: _dropped, ...rest } = all;
      return rest;
    });
  }

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((all) => ({ ...all, [name]: value }));
    forget(name);
  }

  /** The props of a TextField (or TextArea) for one field: value, change, leave, label, error and the bounds. */
  function field<K extends keyof V & string>(name: K) {
    const rule = ruleSet[name];
    return {
      id: fieldId(name),
      name,
      label: rule?.label ?? name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
      onBlur: () => setLeft((all) => (all[name] ? all : { ...all, [name]: true })),
      error: error(name),
      required: rule?.required,
      maxLength: rule?.maxLength,
    };
  }

  /**
   * The form's submit handler: checks everything, then `send(values)`; a refusal lands on the fields. Resolves true
   * once sent (the caller may then close the form), false when refused.
   */
  function submit(send: (values: V) => Promise<void>) {
    return async (event?: FormEvent): Promise<boolean> => {
      event?.preventDefault();
      setSent(true);
      setMessage('');
      if (names.some((name) => clientError(name)) || Object.keys(check?.(values) ?? {}).length > 0) {
        setFocusTick((tick) => tick + 1);
        return false;
      }
      setServer({});
      setPending(true);
      try {
        await send(values);
        return true;
      } catch (thrown) {
        const refusal = readRefusal(thrown);
        if (onRefused?.(refusal)) return false;
        setServer(refusal.fields);
        // With field errors the fields say what is wrong; the message above them only when nothing else does.
        if (Object.keys(refusal.fields).length > 0) setFocusTick((tick) => tick + 1);
        else setMessage(refusal.message ?? failure());
        return false;
      } finally {
        setPending(false);
      }
    };
  }

  return {
    values,
    set,
    forget,
    field,
    error,
    errors,
    /** True once a send was tried: the summary shows from then on. */
    sent,
    message,
    setMessage,
    pending,
    submit,
    focus,
    formRef,
    fieldId,
  };
}

export type Form<V extends Values> = ReturnType<typeof useForm<V>>;
