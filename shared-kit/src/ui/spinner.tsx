import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { visuallyHidden } from './styles';

export type SpinnerProps = { label?: string; size?: number };

export function Spinner({ label, size = 24 }: SpinnerProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <span role="status" className="sk-spinner" style={{ display: 'inline-block', width: size, height: size }}>
      <span style={visuallyHidden}>{label ?? t('kit.spinner.loading')}</span>
    </span>
  );
}
