import { MAX_JOB_ALERT_NAME_LENGTH } from 'shared-kit/account-rules';
import type { JobAlert, JobAlertResponse } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Dialog, TextField } from 'shared-kit/ui';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../locales';
import { updateJobAlert } from '../api/update-job-alert';

/**
 * Names an alert (docs/candidate-area.md#job-alerts): the name as it is, blank for none (the search's words stand
 * for it). On the form toolkit (docs/design-system.md#useform-and-errorsummary): the contract's bound
 * (MAX_JOB_ALERT_NAME_LENGTH, the api's schema's) checked before sending, the api's 422 under the field and in the
 * summary. Mounted for one alert at a time, so what was typed or refused for one is never shown for the next.
 */
export function RenameDialog({
  alert,
  onClose,
  onRenamed,
}: {
  alert: JobAlert;
  onClose: () => void;
  /** The api's answer: the renamed alert and its notice. */
  onRenamed: (answer: JobAlertResponse) => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const formId = `candidate-alert-rename-${alert.id}`;
  const form = useForm<{ name: string }>({
    id: formId,
    initial: { name: alert.name ?? '' },
    rules: () => ({ name: { label: t('candidate.alerts.new.name'), maxLength: MAX_JOB_ALERT_NAME_LENGTH } }),
    failure: () => t('candidate.alerts.changeError'),
  });
  const submit = form.submit(async (values) => {
    onRenamed(await updateJobAlert(alert.id, { name: values.name.trim() || null }));
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('candidate.alerts.renameTitle')}
      description={t('candidate.alerts.renameText', { label: alert.label })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('candidate.alerts.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.pending}>
            {t('candidate.alerts.renameConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form.formRef} noValidate onSubmit={submit}>
        {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          {...form.field('name')}
          hint={t('candidate.alerts.new.nameHint', { max: MAX_JOB_ALERT_NAME_LENGTH })}
          optional
        />
      </form>
    </Dialog>
  );
}
