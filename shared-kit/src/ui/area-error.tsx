import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { Button } from './button';
import { LinkButton } from './link-button';

export type AreaErrorProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /**
   * Without `onRetry`: the retry as a link to this address, for the server's first HTML, where it works before any
   * script (docs/design-system.md#areaerror-and-notfound).
   */
  retryHref?: string;
  className?: string;
};

/**
 * Fallback of an area (a remote) that failed to load or crashed, or of a part of a page whose data failed: the rest of
 * the site keeps working (docs/design-system.md#areaerror-and-notfound).
 */
export function AreaError({ title, message, onRetry, retryHref, className }: AreaErrorProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <section role="alert" aria-live="assertive" className={['sk-area-error', className].filter(Boolean).join(' ')}>
      <h2 className="sk-area-error__title">{title ?? t('kit.areaError.title')}</h2>
      <p className="sk-area-error__message">{message ?? t('kit.areaError.message')}</p>
      {onRetry ? (
        <Button onClick={onRetry}>{t('kit.areaError.retry')}</Button>
      ) : (
        retryHref && <LinkButton to={retryHref}>{t('kit.areaError.retry')}</LinkButton>
      )}
    </section>
  );
}
