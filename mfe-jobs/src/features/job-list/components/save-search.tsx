import { useEffect, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { lazyPage, PageSuspense } from 'shared-kit/router';
import { takePendingJobAlert, useSession } from 'shared-kit/session';
import { Button } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { createJobAlert, jobAlertRefusal } from '../api/create-job-alert';
import { buildSearchUrl, type SearchUrl } from '../state/search-url';

const SaveSearchDialog = lazyPage(() => import('./save-search-dialog').then((module) => module.default));

/**
 * "Save this search" beside a job list's results count (docs/contracts.md#job-alerts): a candidate chooses how often
 * in a small dialog and the list's address is saved as an alert; a guest chooses too, goes to log in, and the alert
 * is saved when they come back to this list. Companies and admins have no alerts, so they see nothing. The dialog is
 * loaded when the button is first pointed at, focused or pressed, not with the list (docs/delivery.md).
 */
export function SaveSearch({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const { type } = useSession();
  // The search as the list spells its own address, without its page or the selected job: what the alert keeps,
  // and where a guest comes back to after login.
  const path = buildSearchUrl({ ...url.path, page: null }, url.query);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own way of handing focus back.
  const [used, setUsed] = useState(false);

  // Back from login with a search saved as a guest: save it now (once: the intent is taken).
  useEffect(() => {
    if (type !== 'candidate') return;
    const pending = takePendingJobAlert(path);
    if (!pending) return;
    createJobAlert(pending)
      .then((answer) => notify.success(answer.message))
      .catch((failure: unknown) => notify.error(jobAlertRefusal(failure)));
  }, [type, path]);

  if (type !== 'guest' && type !== 'candidate') return null;

  const preload = SaveSearchDialog.preload;

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="jobs-save-search"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('jobs.alerts.save')}
      </Button>
      {used && (
        <PageSuspense fallback={null}>
          <SaveSearchDialog path={path} type={type} open={open} onClose={() => setOpen(false)} />
        </PageSuspense>
      )}
    </>
  );
}
