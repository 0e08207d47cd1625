import { useEffect, useRef, useState } from 'react';
import { cancelPendingRequests } from 'shared-kit/http';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useNavigate } from 'shared-kit/router';
import { clearSession } from 'shared-kit/session';
import { Button, Card, Dialog, Select } from 'shared-kit/ui';
import { TextArea, useFormSubmit } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
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
/** The api's bound on the text (DestroyAccountRequestSchema). */
const TEXT_MAX = 2000;

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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const form = useFormSubmit(() => translate('candidate.settings.delete.error' satisfies CandidateMessageId));
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) endSession();
    },
    [],
  );

  async function confirm() {
    if (!reason) {
      form.reject('motivo_id', translate('candidate.settings.delete.reasonRequired' satisfies CandidateMessageId));
      return;
    }
    await form.run(async () => {
      const data = await deleteAccount({ motivo_id: Number(reason), texto: text.trim() || null });
      // Home first, and the session ends once this page has gone (below): ended while the page is still shown, the
      // shell would send the new guest from this protected page to log in.
      deleted.current = true;
      cancelPendingRequests();
      navigate('/', { replace: true });
      notify.success(data.message || translate('candidate.notice.accountDeleted' satisfies CandidateMessageId));
    });
  }

  return (
    <Card as="section" className="candidate-settings-card" aria-labelledby="settings-delete-heading">
      <h2 id="settings-delete-heading">{t('candidate.settings.delete.heading')}</h2>
      <p>{t('candidate.settings.delete.text')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('candidate.settings.delete.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('candidate.settings.delete.dialogTitle')}
        description={t('candidate.settings.delete.dialogText')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('candidate.settings.delete.cancel')}
            </Button>
            <Button variant="danger" loading={form.pending} onClick={() => void confirm()}>
              {t('candidate.settings.delete.confirm')}
            </Button>
          </>
        }
      >
        {form.message && <p role="alert">{form.message}</p>}
        <Select
          label={t('candidate.settings.delete.reason')}
          name="motivo_id"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('candidate.settings.delete.reasonPlaceholder')}
          options={REASONS.map(({ id, label }) => ({ value: String(id), label: t(label) }))}
          error={form.errors.motivo_id}
        />
        <TextArea
          label={t('candidate.settings.delete.comment')}
          name="texto"
          optional
          maxLength={TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={form.errors.texto}
        />
      </Dialog>
    </Card>
  );
}
