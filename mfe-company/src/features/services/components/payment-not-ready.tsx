import { useTranslate } from 'shared-kit/i18n';
import { AreaError, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { refusalOf } from '../../../lib/refusal';
import type { PaymentState } from '../hooks/use-payment';

/** A payment page before its payment is there: a placeholder of `height` while loading, or the refusal with a retry. */
export function PaymentNotReady({
  state,
  retry,
  height,
}: {
  state: Exclude<PaymentState, { status: 'success' }>;
  retry: () => void;
  height: number;
}) {
  const t = useTranslate<CompanyMessageId>();
  if (state.status === 'loading') return <Skeleton height={height} label={t('company.purchase.loading')} />;
  return (
    <AreaError
      title={t('company.purchase.loadError')}
      message={refusalOf(state.error)?.message ?? undefined}
      onRetry={retry}
    />
  );
}
