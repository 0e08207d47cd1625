import { useState } from 'react';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { savePendingJobAlert } from 'shared-kit/session';
import { Button, Dialog } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { useSendToLogin } from '../../../lib/login-redirect';
import type { JobsMessageId } from '../../../locales';
import { createJobAlert, jobAlertRefusal } from '../api/create-job-alert';

type SaveSearchDialogProps = {
  /** The search as the alert keeps it (the list's address without its page or selected job). */
  path: string;
  type: 'guest' | 'candidate';
  open: boolean;
  onClose: () => void;
};

/**
 * The "Save this search" dialog (docs/contracts.md#job-alerts), a chunk of its own loaded when the button is first
 * used: its radio group lives in `shared-kit/ui/account`, whose file the first render of a job list does not need
 * (docs/delivery.md#what-the-first-render-of-jobs-loads).
 */
export default function SaveSearchDialog({ path, type, open, onClose }: SaveSearchDialogProps) {
  const t = useTranslate<JobsMessageId>();
  const sendToLogin = useSendToLogin();
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    onClose();
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
      onClose();
      notify.success(answer.message);
    } catch (failure) {
      setError(jobAlertRefusal(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
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
  );
}
