import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { savePendingJobAlert, takePendingJobAlert, useSession } from 'shared-kit/session';
import { Button, Dialog } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { useSendToLogin } from '../../../lib/login-redirect';
import type { JobsMessageId } from '../../../locales';
import { createJobAlert } from '../api/create-job-alert';
import { buildSearchUrl, type SearchUrl } from '../state/search-url';

/** The server's words for a refused save: the 422's text on `path` (the ten-alert limit), else its message. */
function refusal(error: unknown): string {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!response || response.status >= 500) return translate('jobs.alerts.error');
  const body = response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const onPath = body?.errors?.path;
  if (Array.isArray(onPath) && typeof onPath[0] === 'string') return onPath[0];
  return typeof body?.message === 'string' && body.message ? body.message : translate('jobs.alerts.error');
}

/**
 * "Save this search" beside a job list's results count (docs/contracts.md#job-alerts): a candidate chooses how often
 * in a small dialog and the list's address is saved as an alert; a guest chooses too, goes to log in, and the alert
 * is saved when they come back to this list. Companies and admins have no alerts, so they see nothing.
 */
export function SaveSearch({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const { type } = useSession();
  // The search as the list spells its own address, without its page or the selected job: what the alert keeps,
  // and where a guest comes back to after login.
  const path = buildSearchUrl({ ...url.path, page: null }, url.query);
  const sendToLogin = useSendToLogin();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // Back from login with a search saved as a guest: save it now (once: the intent is taken).
  useEffect(() => {
    if (type !== 'candidate') return;
    const pending = takePendingJobAlert(path);
    if (!pending) return;
    createJobAlert(pending)
      .then((answer) => notify.success(answer.message))
      .catch((failure: unknown) => notify.error(refusal(failure)));
  }, [type, path]);

  if (type !== 'guest' && type !== 'candidate') return null;

  const close = () => {
    setOpen(false);
    setError('');
  };

  async function save() {
    if (type === 'guest') {
      savePendingJobAlert({ path, frequency });
      return sendToLogin(path);
    }
    setBusy(true);
    setError('');
    try {
      const answer = await createJobAlert({ path, frequency });
      setOpen(false);
      notify.success(answer.message);
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" className="jobs-save-search" onClick={() => setOpen(true)}>
        {t('jobs.alerts.save')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('jobs.alerts.title')}
        description={t('jobs.alerts.description')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('jobs.alerts.cancel')}
            </Button>
            <Button onClick={busy ? undefined : save} aria-busy={busy || undefined}>
              {type === 'guest' ? t('jobs.alerts.loginToSave') : t('jobs.alerts.confirm')}
            </Button>
          </>
        }
      >
        <RadioGroup
          legend={t('jobs.alerts.frequencyLabel')}
          name="job-alert-frequency"
          options={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`jobs.alerts.frequency.${value}`) }))}
          value={frequency}
          onChange={(value) => setFrequency(value as JobAlertFrequency)}
          error={error || undefined}
        />
      </Dialog>
    </>
  );
}
