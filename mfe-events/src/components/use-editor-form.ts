import { useState } from 'react';
import type { Refusal } from 'shared-kit/http';
import { useForm } from 'shared-kit/ui/form';
import type { TitleSlug } from './title-slug/title-slug-fields';

type EditorFormOptions<F> = {
  /** The prefix of the fields' ids ('event', 'post'). */
  id: string;
  initial: () => F;
  /** The form's errors by the api's names (`sponsors.0.name`), checked before each send and after one was tried. */
  errorsOf: (form: F) => Record<string, string>;
  /** The api's name of each field of the form's state, whose message an edit drops. */
  apiNames: Partial<Record<keyof F, string>>;
  failure: () => string;
  onRefused?: (refusal: Refusal) => boolean;
};

/**
 * The state of an admin editor whose form has the shape of what it edits (an event's lists of sponsors, a post's
 * categories; docs/design-system.md#useform-and-errorsummary): the form's own state, checked by the form toolkit's
 * `check`, so its errors show at their fields and in the summary and the api's 422 lands the same way. `set` changes
 * one field and drops the api's message about it; `updateTitleSlug` is TitleSlugFields' `update`.
 */
export function useEditorForm<F extends TitleSlug>({
  id,
  initial,
  errorsOf,
  apiNames,
  failure,
  onRefused,
}: EditorFormOptions<F>) {
  const [form, setForm] = useState<F>(initial);
  const checks = useForm<Record<string, string>>({
    id,
    initial: {},
    rules: () => ({}),
    check: () => errorsOf(form),
    failure,
    onRefused,
  });

  const set = <K extends keyof F>(field: K, value: F[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    const name = apiNames[field];
    if (name) checks.forget(name);
  };

  const updateTitleSlug = (change: (current: TitleSlug) => TitleSlug) => {
    setForm((f) => ({ ...f, ...change(f) }));
    checks.forget('title');
    checks.forget('slug');
  };

  return { form, setForm, set, checks, updateTitleSlug };
}
