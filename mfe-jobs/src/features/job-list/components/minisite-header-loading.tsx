import { useTranslate } from 'shared-kit/i18n';
import { ServerMarkup, Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';

/**
 * A minisite header on its way (its chunk or its data): the server's rendering of it on the visit's first page, else
 * a fixed height. Either way the list below does not jump.
 */
export function MinisiteHeaderLoading() {
  const t = useTranslate<JobsMessageId>();
  return (
    <ServerMarkup
      select=".jobs-minisite"
      whole
      fallback={<Skeleton height={120} label={t('jobs.minisite.loading')} />}
    />
  );
}
