import { useEffect } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

/**
 * Where a step goes: an applicant on the page on screen, or the first (`edge: 'first'`) or last applicant of a
 * neighbouring page, whose ids are known only once that page is loaded.
 */
export type StepTarget = { id: number } | { page: number; edge: 'first' | 'last' };

/** Where the open applicant sits in the whole list behind the drawer (every page of the stage and search). */
export type Siblings = { previous: StepTarget | null; next: StepTarget | null; index: number; total: number };

const TYPING = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

/**
 * Previous and Next applicant from the drawer (docs/company-area.md#applicants-cv-search-and-candidates), in the
 * order of the list behind it, on over the pages: Next on the last applicant of a page opens the first of the next
 * page. The keys J and K do the same, as in the mail readers recruiters know, except while typing in a field (the
 * note) or with a modifier held.
 */
export function ApplicantSteps({ siblings, onStep }: { siblings: Siblings; onStep: (to: StepTarget) => void }) {
  const t = useTranslate<CompanyMessageId>();
  const { previous, next } = siblings;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      // A dialog over the drawer (rejecting) has the keys to itself.
      if (document.querySelectorAll('dialog[open]').length > 1) return;
      const key = event.key.toLowerCase();
      const to = key === 'j' ? next : key === 'k' ? previous : null;
      if (to === null) return;
      event.preventDefault();
      onStep(to);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [previous, next, onStep]);

  if (siblings.total < 2) return null;
  return (
    <nav className="company-applicant-steps" aria-label={t('company.applicants.steps.label')}>
      <Button
        variant="secondary"
        disabled={previous === null}
        aria-keyshortcuts="K"
        onClick={() => previous !== null && onStep(previous)}
      >
        {t('company.applicants.steps.previous')}
      </Button>
      <span className="company-applicant-steps__where">
        {t('company.applicants.steps.where', { index: siblings.index + 1, total: siblings.total })}
      </span>
      <Button
        variant="secondary"
        disabled={next === null}
        aria-keyshortcuts="J"
        onClick={() => next !== null && onStep(next)}
      >
        {t('company.applicants.steps.next')}
      </Button>
      <span className="company-applicant-steps__keys">{t('company.applicants.steps.keys')}</span>
    </nav>
  );
}
