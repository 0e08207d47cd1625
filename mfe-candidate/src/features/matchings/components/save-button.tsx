import { useState } from 'react';
import type { MatchingJob } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { SaveToggle } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { addFavorite, removeFavorite } from '../api/favorites';

/** Save / unsave a matching to My jobs (the favourites of docs/contracts.md#favourites), from the job's `extra.favorite`. */
export function SaveButton({ job }: { job: MatchingJob }) {
  const t = useTranslate<CandidateMessageId>();
  const [saved, setSaved] = useState(job.extra?.favorite === true);
  const toggle = async () => {
    if (saved) await removeFavorite(job.id);
    else await addFavorite(job.id);
    setSaved(!saved);
    notify.success(translate(saved ? 'candidate.matchings.unsavedNotice' : 'candidate.matchings.savedNotice'));
  };
  return (
    <SaveToggle
      size="sm"
      saved={saved}
      label={t('candidate.matchings.saveNamed', { title: job.title })}
      words={{ save: t('candidate.matchings.save'), saved: t('candidate.matchings.saved') }}
      onToggle={toggle}
    />
  );
}
