import { useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import type { PaymentStatus } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';

const TONE = { paid: 'success', pending: 'warning', denied: 'danger' } as const;
const LABEL: Record<PaymentStatus, CompanyMessageId> = {
  paid: 'company.services.status.paid',
  pending: 'company.services.status.pending',
  denied: 'company.services.status.denied',
};

/** A payment's state in words (the colour only repeats them). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslate<CompanyMessageId>();
  return <Badge tone={TONE[status]}>{t(LABEL[status])}</Badge>;
}
