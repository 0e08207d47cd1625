import { useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { Skeleton } from 'shared-kit/ui';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { getMinisite, type Minisite } from '../api/get-minisite';

function companyName(data: Minisite): string | null {
  const company = data.userMinisite?.company;
  if (typeof company === 'string') return company;
  return company?.name ?? data.companyData?.name ?? data.companyData?.nombre ?? null;
}

/** A company's branding in minisite mode: logo, template class and its content (allowlisted HTML). */
export function MinisiteHeader({ companyId }: { companyId: number }) {
  const load = useCallback(() => getMinisite(companyId), [companyId]);
  const request = useRequest(load);
  // Fixed height while loading: the list below must not jump.
  if (request.status === 'loading') return <Skeleton height={120} label="Loading the company page" />;
  // Branding is an extra: without it the list still works.
  if (request.status === 'error') return null;
  const data = request.data ?? {};
  const name = companyName(data);
  const template = data.userMinisite?.fk_id_minisite_template ?? null;
  return (
    <section
      className={`jobs-minisite jobs-minisite--${template === null ? 'plain' : `template-${template}`}`}
      aria-label={name ? `About ${name}` : 'About the company'}
      data-testid="minisite"
    >
      {data.logo && <img className="jobs-minisite-logo" src={data.logo} alt={name ? `${name} logo` : 'Company logo'} width={120} height={60} />}
      {data.userMinisite?.content && <div className="jobs-minisite-content">{sanitizeHtml(data.userMinisite.content)}</div>}
    </section>
  );
}
