import { type FormEvent, useState } from 'react';
import { APPLICANT_MAIL_CHOICES, type ApplicantMailChoice } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Button, Card, Skeleton } from 'shared-kit/ui';
import { RadioGroup, useFormSubmit } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { saveApplicantMails, useApplicantMails } from '../api/applicant-mails';

const WORDS = {
  instant: { label: 'company.settings.notices.instant', hint: 'company.settings.notices.instantHint' },
  daily: { label: 'company.settings.notices.daily', hint: 'company.settings.notices.dailyHint' },
  off: { label: 'company.settings.notices.off', hint: 'company.settings.notices.offHint' },
} satisfies Record<ApplicantMailChoice, { label: CompanyMessageId; hint: CompanyMessageId }>;

/**
 * The settings' card of mails about new applicants (docs/company-area.md#mails-about-new-applicants): each at once,
 * a daily digest or none, for every account of the company.
 */
export function ApplicantMailsCard() {
  const t = useTranslate<CompanyMessageId>();
  const current = useApplicantMails();
  let body = <Skeleton height={220} />;
  if (current.status === 'error') {
    body = <AreaError message={t('company.settings.notices.loadError')} onRetry={current.retry} />;
  } else if (current.status === 'success') {
    body = <ApplicantMailsForm initial={current.data.applicant_mails} />;
  }
  return (
    <Card as="section" className="company-settings-card" aria-labelledby="company-settings-notices">
      <h2 id="company-settings-notices">{t('company.settings.notices.heading')}</h2>
      {body}
    </Card>
  );
}

function ApplicantMailsForm({ initial }: { initial: ApplicantMailChoice }) {
  const t = useTranslate<CompanyMessageId>();
  const [choice, setChoice] = useState(initial);
  const form = useFormSubmit(() => translate('company.settings.notices.error' satisfies CompanyMessageId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(async () => {
      setChoice(await saveApplicantMails(choice));
      notify.success(translate('company.settings.notices.saved' satisfies CompanyMessageId));
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      {form.message && <p role="alert">{form.message}</p>}
      <RadioGroup
        legend={t('company.settings.notices.legend')}
        hint={t('company.settings.notices.hint')}
        name="applicant_mails"
        value={choice}
        onChange={(value) => setChoice(value as ApplicantMailChoice)}
        error={form.errors.applicant_mails}
        options={APPLICANT_MAIL_CHOICES.map((value) => ({
          value,
          label: t(WORDS[value].label),
          hint: t(WORDS[value].hint),
        }))}
      />
      <Button type="submit" loading={form.pending}>
        {t('company.settings.notices.submit')}
      </Button>
    </form>
  );
}
