import { useEffect, useState } from 'react';
import type { Job } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { jobPath } from 'shared-kit/routes';
import { savePendingFavorite, takePendingFavorite, useSession } from 'shared-kit/session';
import { SaveToggle, saveFavorite } from 'shared-kit/ui';
import { useFavoriteOverride } from '../lib/favorites';
import { useSendToLogin } from '../lib/login-redirect';
import type { JobsMessageId } from '../locales';

/**
 * Save / unsave a job. Candidates toggle it on the server with a notice; a guest's Save is kept as a pending
 * intent and the guest goes to login, coming back to the job's page, where the favourite is then added; companies
 * and admins have no favourites, so they see nothing. Every button of the same job shows the same state, which
 * starts from the job's `extra.favorite` (present only for a signed-in candidate).
 */
export function FavoriteButton({ job }: { job: Pick<Job, 'id' | 'title' | 'url' | 'extra'> }) {
  // Notices are said with `translate`, in the language of the moment they appear (after the request).
  const t = useTranslate<JobsMessageId>();
  const jobId = job.id;
  const initial = job.extra?.favorite === true;
  const { type } = useSession();
  const sendToLogin = useSendToLogin();
  const [override, setOverride] = useFavoriteOverride(jobId);
  const favorite = override ?? initial;
  const [busy, setBusy] = useState(false);

  // Back from login with a Save clicked as a guest: add it now (once: the intent is taken, whichever button of
  // this job mounts first). Already a favourite, there is nothing to add.
  useEffect(() => {
    if (type !== 'candidate' || !takePendingFavorite(jobId) || favorite) return;
    setBusy(true);
    saveFavorite(jobId, true)
      .then(() => {
        setOverride(true);
        notify.success(translate('jobs.favorite.added'));
      })
      // The http client already shows the server's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }, [type, jobId, favorite, setOverride]);

  if (type !== 'guest' && type !== 'candidate') return null;

  return (
    <SaveToggle
      className="jobs-favorite"
      jobId={jobId}
      saved={favorite}
      onSaved={setOverride}
      // A guest's Save is kept as an intent, and the guest goes to log in, coming back to this job.
      onGuest={
        type === 'guest'
          ? () => {
              savePendingFavorite(jobId);
              sendToLogin(jobPath(job.url));
            }
          : undefined
      }
      busy={busy}
      label={t('jobs.favorite.label', { title: job.title })}
      words={{ save: t('jobs.favorite.save'), saved: t('jobs.favorite.saved') }}
      notice={(now) => translate(now ? 'jobs.favorite.added' : 'jobs.favorite.removed')}
    />
  );
}
