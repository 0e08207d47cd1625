import { useState } from 'react';
import type { MatchingJob } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { addFavorite, removeFavorite } from '../api/favorites';

/**
 * Save / unsave a matching to My jobs (the favourites of docs/contracts.md#favourites), from the job's
 * `extra.favorite`; a pressed toggle, busy rather than disabled so the focus stays on it during the request.
 */
export function SaveButton({ job }: { job: MatchingJob }) {
  const t = useTranslate<CandidateMessageId>();
  const [saved, setSaved] = useState(job.extra?.favorite === true);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      if (saved) await removeFavorite(job.id);
      else await addFavorite(job.id);
      setSaved(!saved);
      notify.success(translate(saved ? 'candidate.matchings.unsavedNotice' : 'candidate.matchings.savedNotice'));
    } catch {
      // The http client already shows the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={t('candidate.matchings.saveNamed', { title: job.title })}
      onClick={busy ? undefined : toggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>{' '}
      {saved ? t('candidate.matchings.saved') : t('candidate.matchings.save')}
    </Button>
  );
}
