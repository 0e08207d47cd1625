import { useEffect } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

/** Where the open applicant sits in the list behind the drawer. */
export type Siblings = { previous: number | null; next: number | null; index: number; total: number };

const TYPING = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

/**
 * Previous and Next applicant from the drawer (docs/company-area.md#applicants-cv-search-and-candidates), in the
 * order of the list behind it (the pipeline's columns, or the list's rows). The keys J and K do the same, as in the
 * mail readers recruiters know, except while typing in a field (the note) or with a modifier held.
 */
export function ApplicantSteps({ siblings, onStep }: { siblings: Siblings; onStep: (id: number) => void }) {
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
