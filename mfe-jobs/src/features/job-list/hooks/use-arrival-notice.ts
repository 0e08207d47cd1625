import { useEffect } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { ARRIVAL_NOTICE_PARAM, JOB_UNAVAILABLE_NOTICE } from 'shared-kit/routes';
import { useLocation, useNavigate } from 'shared-kit/router';
import type { JobsMessageId } from '../../../locales';

/**
 * The notice a visitor was sent to the list with (docs/product-rules.md#job-pages: the page server sends a job that
 * does not exist to `/jobs?notice=job-unavailable`): shown once, then the parameter leaves the address, so a reload or
 * a shared link does not say it again. Unknown notices are ignored.
 */
export function useArrivalNotice() {
  const t = useTranslate<JobsMessageId>();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const notice = params.get(ARRIVAL_NOTICE_PARAM);
  useEffect(() => {
    if (notice === null) return;
    if (notice === JOB_UNAVAILABLE_NOTICE) notify.info(t('jobs.job.unavailable'));
    const rest = new URLSearchParams(search);
    rest.delete(ARRIVAL_NOTICE_PARAM);
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [notice, pathname, search, hash, navigate, t]);
}
