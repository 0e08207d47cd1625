import { type FormEvent, useState } from 'react';
import { formatDate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Dialog, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { refusalOf } from '../../../lib/refusal';
import type { ApplicantDetail, RejectionMessage } from '../api/types';

const SUBJECT_MAX = 200;
const BODY_MAX = 5000;

/** The time a scheduled message goes out, in the interface language ("23 Nov 2026, 15:40"). */
export function formatSendTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(iso)}, ${date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
}

/** The subject and the body of a rejection message, with their limits. */
function MessageFields({
  message,
  onChange,
  errors,
  optional,
}: {
  message: RejectionMessage;
  onChange: (message: RejectionMessage) => void;
  errors: Record<string, string>;
  optional?: boolean;
}) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <>
      <TextField
        label={t('company.applicants.reject.subject')}
        value={message.subject}
        maxLength={SUBJECT_MAX}
        optional={optional}
        onChange={(event) => onChange({ ...message, subject: event.target.value })}
        error={errors['rejection.subject'] ?? errors['message.subject'] ?? errors.subject}
      />
      <TextArea
        label={t('company.applicants.reject.body')}
        value={message.body}
        maxLength={BODY_MAX}
        rows={8}
        optional={optional}
        onChange={(event) => onChange({ ...message, body: event.target.value })}
        error={errors['rejection.body'] ?? errors['message.body'] ?? errors.body}
      />
    </>
  );
}

/**
 * Rejecting one applicant: the first step asks to confirm (the move schedules the message); the second shows the
 * message the server wrote in the job's language, editable, and when it will be sent. Closing keeps it as it is.
 */
export function RejectDialog({
  name,
  rejection,
  open,
  onClose,
  onReject,
  onSaveMessage,
}: {
  name: string;
  /** The message already scheduled (the applicant is rejected), else null: the dialog starts by confirming. */
  rejection: ApplicantDetail['rejection'];
  open: boolean;
  onClose: () => void;
  /** Moves the applicant to rejected; answers the applicant with its scheduled message. */
  onReject: () => Promise<ApplicantDetail>;
  onSaveMessage: (message: RejectionMessage) => Promise<ApplicantDetail>;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [pending, setPending] = useState(false);
  const [scheduled, setScheduled] = useState(rejection);
  const [message, setMessage] = useState<RejectionMessage>({
    subject: rejection?.subject ?? '',
    body: rejection?.body ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function reject() {
    setPending(true);
    try {
      const updated = await onReject();
      setScheduled(updated.rejection);
      setMessage({ subject: updated.rejection?.subject ?? '', body: updated.rejection?.body ?? '' });
      if (!updated.rejection) onClose();
    } catch {
      // The http client has shown the server's notice.
    } finally {
      setPending(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const updated = await onSaveMessage(message);
      setScheduled(updated.rejection);
      notify.success(translate('company.applicants.reject.saved' satisfies CompanyMessageId));
      onClose();
    } catch (error) {
      setErrors(refusalOf(error)?.errors ?? {});
    } finally {
      setPending(false);
    }
  }

  if (!scheduled) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t('company.applicants.reject.title', { name })}
        description={t('company.applicants.reject.confirm')}
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('company.applicants.cancel')}
            </Button>
            <Button variant="danger" loading={pending} onClick={() => void reject()}>
              {t('company.applicants.reject.action')}
            </Button>
          </>
        }
      />
    );
  }

  const sent = scheduled.sent_at !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('company.applicants.reject.messageTitle', { name })}
      description={
        sent
          ? t('company.applicants.reject.sentAt', { time: formatSendTime(scheduled.sent_at as string) })
          : t('company.applicants.reject.sendAt', { time: formatSendTime(scheduled.send_at) })
      }
    >
      {sent ? (
        <div className="company-reject-sent">
          <p>
            <strong>{scheduled.subject}</strong>
          </p>
          <p className="company-pre">{scheduled.body}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('company.applicants.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={save} className="company-form" noValidate>
          <MessageFields message={message} onChange={setMessage} errors={errors} />
          <div className="company-actions">
            <Button variant="ghost" onClick={onClose}>
              {t('company.applicants.reject.keep')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('company.applicants.reject.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * Rejecting the selected applicants at once: the message is optional (each candidate otherwise gets the standard
 * message in their job's language) and goes out after the same delay.
 */
export function BulkRejectDialog({
  count,
  open,
  onClose,
  onReject,
}: {
  count: number;
  open: boolean;
  onClose: () => void;
  onReject: (message: RejectionMessage | undefined) => Promise<void>;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [message, setMessage] = useState<RejectionMessage>({ subject: '', body: '' });
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const written = message.subject.trim() || message.body.trim();
      await onReject(written ? message : undefined);
      setMessage({ subject: '', body: '' });
      onClose();
    } catch (error) {
      setErrors(refusalOf(error)?.errors ?? {});
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('company.applicants.bulk.rejectTitle', { count })}
      description={t('company.applicants.bulk.rejectHint')}
    >
      <form onSubmit={submit} className="company-form" noValidate>
        <MessageFields message={message} onChange={setMessage} errors={errors} optional />
        <div className="company-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('company.applicants.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t('company.applicants.reject.action')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
