import { type CSSProperties, useCallback } from 'react';
import { useRequest } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Avatar, Card, Illustration } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { getMinisite } from '../api/get-minisite';
import { MinisiteBlocks } from './minisite-blocks';
import { MinisiteHeaderLoading } from './minisite-header-loading';

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
  if (request.status === 'loading') return <MinisiteHeaderLoading />;
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
  const story = data.companyData.description?.trim() || null;
  // A careers header (docs/company-area.md#minisite): a Card (docs/design-system.md#card) whose cover band, in the
  // company's primary colour, carries its logo (Avatar: its initials when there is none) and headline, not the name
  // again (the page's h1 above says "Jobs at {company}", issue 29); below it the company's story (its description),
  // its intro and its blocks. The template tints the rest.
  return (
    <Card
      as="section"
      className={`jobs-minisite jobs-minisite--${template === null ? 'plain' : `template-${template}`}${colors ? ' jobs-minisite--branded' : ''}`}
      aria-label={name ? t('jobs.minisite.about', { company: name }) : t('jobs.minisite.aboutUnnamed')}
      data-testid="minisite"
      style={brand}
    >
      <div className="jobs-minisite-cover" data-testid="minisite-cover">
        {/* "Acme logo" for the picture; without one, the initials of the name itself. */}
        <Avatar
          name={data.logo ? (name ? t('jobs.minisite.logo', { company: name }) : t('jobs.minisite.logoUnnamed')) : name}
          src={data.logo}
          shape="square"
          size="lg"
        />
        {headline && (
          <div className="jobs-minisite-cover-text">
            <h2>{headline}</h2>
          </div>
        )}
        {/* A minisite has no cover picture: a drawing of ours on the brand colour (docs/design-system.md#illustration). */}
        <Illustration name="cover" className="jobs-minisite-art" />
      </div>
      <div className="jobs-minisite-content">
        {story && <p className="jobs-minisite-story">{story}</p>}
        {intro && <p>{intro}</p>}
        <MinisiteBlocks blocks={data.userMinisite?.blocks ?? []} />
      </div>
    </Card>
  );
}
