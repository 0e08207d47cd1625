import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, CardSection, LinkButton, PageTitle, Select, Skeleton, TextField } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { formatMoney, totalsOf, unitsOf } from '../../../billing/money';
import { SERVICE_KINDS, serviceName, servicesOfKind } from '../../../billing/service-name';
import type { PaymentMethod, Service } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';
import { type Refusal, refusalOf } from '../../../lib/refusal';
import { useCompanyServices } from '../api/get-services';
import { purchaseService } from '../api/purchase-service';
import { leaveFor } from '../hooks/leave-for';

// The fields of this form; any other field the api names (vat_id, billing_*) is the company profile's.
const OWN_FIELDS = ['code', 'quantity', 'method'];
const MAX_PACKS = 100;

const UNITS = {
  job_posts: 'company.purchase.units.job_posts',
  cv_credits: 'company.purchase.units.cv_credits',
  minisite: 'company.purchase.units.minisite',
} as const;

function PurchaseForm({ services }: { services: Service[] }) {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ordered = useMemo(() => SERVICE_KINDS.flatMap((kind) => servicesOfKind(services, kind)), [services]);
  const wanted = params.get('code');
  const [code, setCode] = useState(() => ordered.find((s) => s.code === wanted)?.code ?? ordered[0]?.code ?? '');
  const [packs, setPacks] = useState('1');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failed, setFailed] = useState(false);
  const profileAlert = useRef<HTMLDivElement>(null);

  const service = ordered.find((s) => s.code === code);
  const count = Number(packs);
  const packsValid = Number.isInteger(count) && count >= 1 && count <= MAX_PACKS;
  const totals = service && packsValid ? totalsOf(service, count) : null;
  const profileErrors = Object.entries(refusal?.errors ?? {}).filter(([field]) => !OWN_FIELDS.includes(field));

  useEffect(() => {
    if (profileErrors.length > 0) profileAlert.current?.focus();
  }, [profileErrors.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!service || !packsValid) {
      setRefusal({ message: null, errors: packsValid ? {} : { quantity: t('company.purchase.quantityInvalid') } });
      return;
    }
    setSending(true);
    setRefusal(null);
    setFailed(false);
    try {
      const answer = await purchaseService({ code: service.code, quantity: count, method });
      // The provider's checkout is another site (or a page the api renders): leave the app. The transfer
      // instructions are one of our screens.
      if (method === 'card') leaveFor(answer.redirect);
      else navigate(answer.redirect);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else setFailed(true);
      setSending(false);
    }
  };

  const fieldError = (field: string) => refusal?.errors[field];
  // A refusal that names none of the fields (a 404, say) is said above the button.
  const generalError =
    refusal && Object.keys(refusal.errors).length === 0
      ? refusal.message
      : failed
        ? t('company.purchase.failed')
        : null;

  return (
    <form className="company-purchase" onSubmit={submit} noValidate>
      {profileErrors.length > 0 && (
        <div className="company-purchase-profile" role="alert" tabIndex={-1} ref={profileAlert}>
          <p>{t('company.purchase.profileNeeded')}</p>
          <ul>
            {profileErrors.map(([field, text]) => (
              <li key={field}>{text}</li>
            ))}
          </ul>
          <LinkButton to="/company/account-settings" variant="secondary" size="sm">
            {t('company.purchase.toSettings')}
          </LinkButton>
        </div>
      )}
      <Select
        label={t('company.purchase.service')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        options={ordered.map((s) => ({ value: s.code, label: serviceName(t, s) }))}
        error={fieldError('code')}
      />
      <TextField
        label={t('company.purchase.quantity')}
        hint={t('company.purchase.quantityHint', { max: MAX_PACKS })}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PACKS}
        value={packs}
        onChange={(event) => setPacks(event.target.value)}
        error={fieldError('quantity')}
      />
      <RadioGroup
        legend={t('company.purchase.method')}
        name="method"
        value={method}
        onChange={(value) => setMethod(value as PaymentMethod)}
        error={fieldError('method')}
        options={[
          { value: 'card', label: t('company.purchase.card'), hint: t('company.purchase.cardHint') },
          { value: 'transfer', label: t('company.purchase.transfer'), hint: t('company.purchase.transferHint') },
        ]}
      />
      {service && totals && (
        <CardSection
          className="company-purchase-summary"
          headingId="company-purchase-summary"
          heading={t('company.purchase.summary')}
        >
          <p>{t(UNITS[service.kind], { count: unitsOf(service, count) })}</p>
          <dl className="company-totals" aria-live="polite">
            <div>
              <dt>{t('company.services.net')}</dt>
              <dd>{formatMoney(totals.net, service.currency)}</dd>
            </div>
            <div>
              <dt>{t('company.services.vat', { rate: service.vat_rate })}</dt>
              <dd>{formatMoney(totals.vat, service.currency)}</dd>
            </div>
            <div className="company-totals-total">
              <dt>{t('company.services.total')}</dt>
              <dd>{formatMoney(totals.total, service.currency)}</dd>
            </div>
          </dl>
        </CardSection>
      )}
      {generalError && (
        <p role="alert" className="company-form-error">
          {generalError}
        </p>
      )}
      <p className="company-ctas">
        <Button type="submit" loading={sending}>
          {method === 'card' ? t('company.purchase.payByCard') : t('company.purchase.payByTransfer')}
        </Button>
        <LinkButton to="/company/services" variant="ghost">
          {t('company.purchase.cancel')}
        </LinkButton>
      </p>
    </form>
  );
}

/** `/company/services/purchase?code=`: choose a service and how many, see what it costs, and pay. */
export function PurchasePage() {
  const t = useTranslate<CompanyMessageId>();
  const services = useCompanyServices();
  return (
    <div className="company-page">
      <PageTitle title={t('company.purchase.title')} />
      {services.status === 'loading' && <Skeleton height={320} label={t('company.services.catalogue.loading')} />}
      {services.status === 'error' && (
        <AreaError title={t('company.services.catalogue.error')} onRetry={services.retry} />
      )}
      {services.status === 'success' && <PurchaseForm services={services.data.services} />}
    </div>
  );
}
