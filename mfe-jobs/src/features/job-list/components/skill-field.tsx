import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button, TextField } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { getKeywords, type Keyword } from '../api/get-keywords';

/**
 * Skill autocomplete over `/api/keywords?search=`. A native datalist keeps it keyboard- and screen-reader-usable
 * without a widget library; the chosen slug opens /jobs-with-{skill}.
 */
export function SkillField({ current, onChoose }: { current: string | null; onChoose: (slug: string) => void }) {
  const t = useTranslate<JobsMessageId>();
  const [text, setText] = useState(current ?? '');
  const [options, setOptions] = useState<Keyword[]>([]);
  const listId = useId();

  useEffect(() => {
    const search = text.trim();
    if (search.length < 2) return setOptions([]);
    const controller = new AbortController();
    // Wait for a pause in typing before asking.
    const timer = setTimeout(() => {
      getKeywords(search, controller.signal).then(setOptions, () => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim().toLowerCase();
    if (!typed) return;
    const match = options.find((o) => o.slug.toLowerCase() === typed || o.name?.toLowerCase() === typed);
    onChoose(match?.slug ?? typed.replace(/\s+/g, '-'));
  };

  return (
    <form className="jobs-skill-form" aria-label={t('jobs.filters.skill')} onSubmit={submit}>
      <TextField
        label={t('jobs.filters.skill')}
        list={listId}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.slug} value={o.name ?? o.slug} />
        ))}
      </datalist>
      <Button type="submit" variant="secondary">
        {t('jobs.filters.skillSubmit')}
      </Button>
    </form>
  );
}
