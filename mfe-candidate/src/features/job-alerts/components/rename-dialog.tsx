import { useEffect, useState } from 'react';
import { MAX_JOB_ALERT_NAME_LENGTH } from 'shared-kit/constants';
import type { JobAlert } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Dialog, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

/**
 * Names an alert (docs/candidate-area.md#job-alerts): the name as it is, blank for none (the search's words stand
 * for it). `error` is the server's refusal of the name, shown under the field.
 */
export function RenameDialog({
  alert,
  error,
  onClose,
  onRename,
}: {
  alert: JobAlert | null;
  error: string | undefined;
  onClose: () => void;
  onRename: (alert: JobAlert, name: string) => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const [name, setName] = useState('');
  useEffect(() => setName(alert?.name ?? ''), [alert]);
  const formId = `candidate-alert-rename-${alert?.id ?? 0}`;
  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      title={t('candidate.alerts.renameTitle')}
      description={alert ? t('candidate.alerts.renameText', { label: alert.label }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('candidate.alerts.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('candidate.alerts.renameConfirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (alert) onRename(alert, name);
        }}
      >
        <TextField
          label={t('candidate.alerts.new.name')}
          hint={t('candidate.alerts.new.nameHint', { max: MAX_JOB_ALERT_NAME_LENGTH })}
          value={name}
          maxLength={MAX_JOB_ALERT_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
