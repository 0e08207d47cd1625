import { useTranslate } from 'shared-kit/i18n';
import { APPLICANTS_LIMITS } from 'shared-kit/account-rules';
import { Button, TextField } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

/** The search of names and headlines and its submit button, for the applicants pages' filter forms. */
export function ApplicantSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <>
      <TextField
        label={t('company.applicants.filter.search')}
        type="search"
        value={value}
        maxLength={APPLICANTS_LIMITS.search}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('company.applicants.filter.submit')}
      </Button>
    </>
  );
}
