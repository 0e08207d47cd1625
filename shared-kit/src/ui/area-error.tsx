import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { Button } from './button';

export type AreaErrorProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
};

/** Fallback of an area (a remote) that failed to load or crashed: the rest of the site keeps working. */
export function AreaError({ title, message, onRetry }: AreaErrorProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <section role="alert" aria-live="assertive" className="sk-area-error">
      <h2>{title ?? t('kit.areaError.title')}</h2>
      <p>{message ?? t('kit.areaError.message')}</p>
      {onRetry && <Button onClick={onRetry}>{t('kit.areaError.retry')}</Button>}
    </section>
  );
}
