import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';

/**
 * The first `few` of a long list, and "Show more (n)" for the rest (docs/product-rules.md#job-pages): a phone's job
 * page stays short while every related job and place is one tap away. Returns the items to show, the ref of the
 * list and the button (null once all are shown). The button goes away when pressed, so the keyboard's focus moves
 * to the first link it revealed rather than being dropped.
 */
export function useShowMore<T>(items: readonly T[], few: number) {
  const t = useTranslate<JobsMessageId>();
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (!all || !revealed.current) return;
    revealed.current = false;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[few]?.focus();
  }, [all, few]);
  const hidden = all ? 0 : Math.max(items.length - few, 0);
  const shown = hidden > 0 ? items.slice(0, few) : items;
  const more =
    hidden > 0 ? (
      <Button
        variant="ghost"
        className="jobs-show-more"
        onClick={() => {
          revealed.current = true;
          setAll(true);
        }}
      >
        {t('jobs.related.more', { count: hidden })}
      </Button>
    ) : null;
  return { shown, list, more };
}
