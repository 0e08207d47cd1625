import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { cancelPendingRequests } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useNavigate } from 'shared-kit/router';
import { clearSession } from 'shared-kit/session';
import { Button, Select } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import { DangerFormDialog } from '../../../components/danger-form-dialog';
import type { CandidateMessageId } from '../../../locales';
import { SettingsCard } from './settings-card';
import { deleteAccount } from '../api/delete-account';

/**
 * The reasons offered for leaving, as `motivo_id`. SPEC names the field but not its values: these are ours, and the
 * api keeps whichever id with the optional text, nothing that names the person (docs/product-rules.md#account-settings).
 */
const REASONS: { id: number; label: CandidateMessageId }[] = [
  { id: 1, label: 'candidate.settings.delete.reason.found' },
  { id: 2, label: 'candidate.settings.delete.reason.noJobs' },
  { id: 3, label: 'candidate.settings.delete.reason.tooManyEmails' },
  { id: 4, label: 'candidate.settings.delete.reason.privacy' },
  { id: 5, label: 'candidate.settings.delete.reason.other' },
];
const FORM_ID = 'candidate-delete-account';

/** As a logout does (docs/product-rules.md#logout): the token went with the account. */
function endSession() {
  clearSession();
  try {
    localStorage.clear();
  } catch {
    // Storage disabled: nothing stored either.
  }
}

/** Deleting the account, confirmed in a Dialog with a reason; afterwards the visitor is a guest on the home page. */
export function DeleteAccount() {
  const t = useTranslate<CandidateMessageId>();
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) endSession();
    },
    [],
  );
  return (
    <SettingsCard id="settings-delete-heading" title={t('candidate.settings.delete.heading')}>
      <p>{t('candidate.settings.delete.text')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('candidate.settings.delete.open')}
      </Button>
      {/* Mounted while open: a dialog opened again starts empty. */}
      {open && (
        <DeleteDialog
          onClose={() => setOpen(false)}
          onDeleted={() => {
            deleted.current = true;
          }}
        />
      )}
    </SettingsCard>
  );
}

/**
 * The confirmation, on the form toolkit (docs/design-system.md#useform-and-errorsummary): a reason is required and
 * the comment is bounded by the contract (ACCOUNT_LIMITS.deletionComment, the api's schema's), both checked before
 * sending and said together in the summary; the api's 422 lands on the same fields.
 */
function DeleteDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const t = useTranslate<CandidateMessageId>();
  const navigate = useNavigate();
  const form = useForm<{ motivo_id: string; texto: string }>({
    id: FORM_ID,
    initial: { motivo_id: '', texto: '' },
    rules: () => ({
      motivo_id: {
        label: t('candidate.settings.delete.reason'),
        required: true,
        requiredMessage: t('candidate.settings.delete.reasonRequired'),
      },
      texto: { label: t('candidate.settings.delete.comment'), maxLength: ACCOUNT_LIMITS.deletionComment },
    }),
    failure: () => t('candidate.settings.delete.error'),
  });
  const submit = form.submit(async (values) => {
    const data = await deleteAccount({ motivo_id: Number(values.motivo_id), texto: values.texto.trim() || null });
    // Home first, and the session ends once this page has gone (DeleteAccount's clean-up): ended while the page is
    // still shown, the shell would send the new guest from this protected page to log in.
    onDeleted();
    cancelPendingRequests();
    navigate('/', { replace: true });
    notify.success(data.message || t('candidate.notice.accountDeleted'));
  });
  return (
    <DangerFormDialog
      formId={FORM_ID}
      formRef={form.formRef}
      title={t('candidate.settings.delete.dialogTitle')}
      description={t('candidate.settings.delete.dialogText')}
      cancel={t('candidate.settings.delete.cancel')}
      confirm={t('candidate.settings.delete.confirm')}
      pending={form.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && <p role="alert">{form.message}</p>}
      <Select
        id={form.fieldId('motivo_id')}
        label={t('candidate.settings.delete.reason')}
        name="motivo_id"
        required
        value={form.values.motivo_id}
        onChange={(event) => form.set('motivo_id', event.target.value)}
        placeholder={t('candidate.settings.delete.reasonPlaceholder')}
        options={REASONS.map(({ id, label }) => ({ value: String(id), label: t(label) }))}
        error={form.error('motivo_id')}
      />
      <TextArea {...form.field('texto')} maxLength={ACCOUNT_LIMITS.deletionComment} optional />
    </DangerFormDialog>
  );
}
