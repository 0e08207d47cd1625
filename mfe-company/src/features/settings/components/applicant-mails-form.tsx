import { APPLICANT_MAIL_CHOICES, type ApplicantMailChoice } from 'shared-kit/account-rules';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Button, Card, Skeleton } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { checkValue, ErrorSummary, type FieldRule, useForm } from 'shared-kit/ui/form';
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

const isChoice = (value: string): value is ApplicantMailChoice =>
  (APPLICANT_MAIL_CHOICES as readonly string[]).includes(value);

/**
 * On the form toolkit (docs/design-system.md#useform-and-errorsummary): a choice the api would refuse (none, or one
 * not in APPLICANT_MAIL_CHOICES, the contract's list) is said before sending, like the api's 422 on `applicant_mails`.
 */
function ApplicantMailsForm({ initial }: { initial: ApplicantMailChoice }) {
  const t = useTranslate<CompanyMessageId>();
  const required: FieldRule<unknown> = { label: t('company.settings.notices.legend'), required: true };
  const form = useForm<{ applicant_mails: string }>({
    initial: { applicant_mails: initial },
    rules: () => ({
      // A value outside the list is no choice at all: said as a missing one.
      applicant_mails: { ...required, check: (value) => (isChoice(value) ? undefined : checkValue(required, '', {})) },
    }),
    failure: () => translate('company.settings.notices.error' satisfies CompanyMessageId),
  });

  const submit = form.submit(async ({ applicant_mails }) => {
    form.set('applicant_mails', await saveApplicantMails(applicant_mails as ApplicantMailChoice));
    notify.success(translate('company.settings.notices.saved' satisfies CompanyMessageId));
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && <p role="alert">{form.message}</p>}
      <RadioGroup
        legend={t('company.settings.notices.legend')}
        hint={t('company.settings.notices.hint')}
        // The toolkit finds the group by this name (the summary's link, the focus after a refusal).
        name="applicant_mails"
        value={form.values.applicant_mails}
        onChange={(value) => form.set('applicant_mails', value)}
        error={form.error('applicant_mails')}
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
