import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';

export type SpinnerProps = { label?: string; size?: number; className?: string };

/** A busy ring with a spoken label (docs/design-system.md#skeleton-and-spinner); the ring is drawn by styles/spinner.css. */
export function Spinner({ label, size = 24, className }: SpinnerProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <span role="status" className={['sk-spinner', className].filter(Boolean).join(' ')}>
      <span className="sk-spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="sk-visually-hidden">{label ?? t('kit.spinner.loading')}</span>
    </span>
  );
}
