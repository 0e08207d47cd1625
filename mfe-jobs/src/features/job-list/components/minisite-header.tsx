import { type CSSProperties, useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Avatar, Card, ServerMarkup, Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { getMinisite } from '../api/get-minisite';
import { MinisiteBlocks } from './minisite-blocks';

/** The minisite's content is a small JSON document; only its known text fields are shown, as text. */
function text(content: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** A company's branding in minisite mode: logo, template class and its content (allowlisted HTML). */
export function MinisiteHeader({ companyId }: { companyId: number }) {
  const t = useTranslate<JobsMessageId>();
  const load = useCallback(() => getMinisite(companyId), [companyId]);
  const request = useRequest(load);
  // While loading: the server's rendering of this header on the visit's first page, else a fixed height. Either
  // way the list below does not jump.
  if (request.status === 'loading') {
    return (
      <ServerMarkup
        select=".jobs-minisite"
        whole
        fallback={<Skeleton height={120} label={t('jobs.minisite.loading')} />}
      />
    );
  }
  // Branding is an extra: without it the list still works.
  if (request.status === 'error') return null;
  const data = request.data;
  const name = data.userMinisite?.company ?? data.companyData.name;
  const template = data.userMinisite?.fk_id_minisite_template ?? null;
  const headline = text(data.userMinisite?.content, 'headline');
  const intro = text(data.userMinisite?.content, 'intro');
  const colors = data.userMinisite?.colors ?? null;
  // The company's colours as custom properties (jobs.css draws with them); the api refused any without enough
  // contrast with white. Set from script, as the page's CSP allows (no style attribute in the server's markup).
  const brand = colors
    ? ({ '--jobs-minisite-primary': colors.primary, '--jobs-minisite-accent': colors.accent } as CSSProperties)
    : undefined;
  // A Card (docs/design-system.md#card) with the company's logo (Avatar: its initials when there is none) and its text;
  // the template tints it.
  return (
    <Card
      as="section"
      className={`jobs-minisite jobs-minisite--${template === null ? 'plain' : `template-${template}`}${colors ? ' jobs-minisite--branded' : ''}`}
      aria-label={name ? t('jobs.minisite.about', { company: name }) : t('jobs.minisite.aboutUnnamed')}
      data-testid="minisite"
      style={brand}
    >
      {/* "Acme logo" for the picture; without one, the initials of the name itself. */}
      <Avatar
        name={data.logo ? (name ? t('jobs.minisite.logo', { company: name }) : t('jobs.minisite.logoUnnamed')) : name}
        src={data.logo}
        shape="square"
        size="lg"
      />
      <div className="jobs-minisite-content">
        {headline && <h2>{headline}</h2>}
        {intro && <p>{intro}</p>}
        <MinisiteBlocks blocks={data.userMinisite?.blocks ?? []} />
      </div>
    </Card>
  );
}
