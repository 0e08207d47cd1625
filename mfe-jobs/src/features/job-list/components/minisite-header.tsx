import { type CSSProperties, useCallback } from 'react';
import type { MinisiteBlock } from 'shared-kit/contracts';
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
  const load = useCallback(() => getMinisite(companyId), [companyId]);
  const request = useRequest(load);
  if (request.status === 'loading') return <MinisiteHeaderLoading />;
  // Branding is an extra: without it the list still works.
  if (request.status === 'error') return null;
  const data = request.data;
  return (
    <MinisiteCard
      name={data.userMinisite?.company ?? data.companyData.name}
      logo={data.logo}
      template={data.userMinisite?.fk_id_minisite_template ?? null}
      content={data.userMinisite?.content ?? null}
      colors={data.userMinisite?.colors ?? null}
      story={data.companyData.description?.trim() || null}
      blocks={data.userMinisite?.blocks ?? []}
    />
  );
}

export type MinisiteCardProps = {
  name: string;
  logo: string | null;
  template: number | null;
  /** The minisite's small JSON document: its headline and intro are shown, as text. */
  content: Record<string, unknown> | null | undefined;
  colors: { primary: string; accent: string } | null;
  /** The company's description. */
  story: string | null;
  blocks: MinisiteBlock[];
};

/** The company's careers header from its data: the loaded header, and the server's first HTML (no colours there). */
export function MinisiteCard({ name, logo, template, content, colors, story, blocks }: MinisiteCardProps) {
  const t = useTranslate<JobsMessageId>();
  const headline = text(content, 'headline');
  const intro = text(content, 'intro');
  // The company's colours as custom properties (styles/minisite-header.css draws with them); the api refused any without enough
  // contrast with white. Set from script, as the page's CSP allows (no style attribute in the server's markup).
  const brand = colors
    ? ({ '--jobs-minisite-primary': colors.primary, '--jobs-minisite-accent': colors.accent } as CSSProperties)
    : undefined;
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
          name={logo ? (name ? t('jobs.minisite.logo', { company: name }) : t('jobs.minisite.logoUnnamed')) : name}
          src={logo}
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
        <MinisiteBlocks blocks={blocks} />
      </div>
    </Card>
  );
}
