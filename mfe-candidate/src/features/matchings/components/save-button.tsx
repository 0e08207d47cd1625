import { useState } from 'react';
import type { MatchingJob } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { SaveToggle } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

/** Save / unsave a matching to My jobs (the favourites of docs/contracts.md#favourites), from the job's `extra.favorite`. */
export function SaveButton({ job }: { job: MatchingJob }) {
  const t = useTranslate<CandidateMessageId>();
  const [saved, setSaved] = useState(job.extra?.favorite === true);
  return (
    <SaveToggle
      size="sm"
      jobId={job.id}
      saved={saved}
      onSaved={setSaved}
      label={t('candidate.matchings.saveNamed', { title: job.title })}
      words={{ save: t('candidate.matchings.save'), saved: t('candidate.matchings.saved') }}
      notice={(now) => translate(now ? 'candidate.matchings.savedNotice' : 'candidate.matchings.unsavedNotice')}
    />
  );
}
