import { type CSSProperties, useCallback } from 'react';
import type { MinisiteBlock, MinisiteColors } from 'shared-kit/contracts';
import { useRequest } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { Avatar, Card, ServerMarkup, Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { getMinisite } from '../api/get-minisite';

/** The minisite's content is a small JSON document; only its known text fields are shown, as text. */
function text(content: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The company's colours as custom properties of its header (docs/company-area.md#minisite): the api has checked their
 * contrast with white. Set through the DOM's style object, which the site's CSP allows (a style attribute in HTML
 * would not be).
 */
function brandStyle(colors: MinisiteColors | null | undefined): CSSProperties | undefined {
  if (!colors) return undefined;
  return { '--jobs-minisite-primary': colors.primary, '--jobs-minisite-accent': colors.accent } as CSSProperties;
}

/** The company's content blocks, in its order, all as text; a video is a link to YouTube or Vimeo (never embedded). */
function Blocks({ blocks }: { blocks: MinisiteBlock[] }) {
  const t = useTranslate<JobsMessageId>();
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    switch (block.type) {
      case 'text':
        return (
          <section key={key} className="jobs-minisite-block">
            {block.title && <h2>{block.title}</h2>}
            {block.body
              .split(/\n+/)
              .filter((line) => line.trim())
              .map((line, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one saved text never reorder
                <p key={at}>{line}</p>
              ))}
          </section>
        );
      case 'benefits':
        return (
          <section key={key} className="jobs-minisite-block">
            {block.title && <h2>{block.title}</h2>}
            <ul>
              {block.items.map((item, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a saved list never reorders
                <li key={at}>{item}</li>
              ))}
            </ul>
          </section>
        );
      case 'video':
        return (
          <section key={key} className="jobs-minisite-block">
            <a href={block.url} target="_blank" rel="noopener noreferrer">
              {t('jobs.minisite.video', { title: block.title })}
            </a>
          </section>
        );
      case 'image':
        return block.url ? (
          <figure key={key} className="jobs-minisite-block jobs-minisite-image">
            <img src={block.url} alt={block.alt} loading="lazy" />
          </figure>
        ) : null;
      default:
        return null;
    }
  });
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
  const colors = data.userMinisite?.colors;
  const blocks = data.userMinisite?.blocks ?? [];
  // A Card (docs/design-system.md#card) with the company's logo (Avatar: its initials when there is none) and its text;
  // the template tints it.
  return (
    <Card
      as="section"
      className={`jobs-minisite jobs-minisite--${template === null ? 'plain' : `template-${template}`}${colors ? ' jobs-minisite--branded' : ''}`}
      style={brandStyle(colors)}
      aria-label={name ? t('jobs.minisite.about', { company: name }) : t('jobs.minisite.aboutUnnamed')}
      data-testid="minisite"
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
        <Blocks blocks={blocks} />
      </div>
    </Card>
  );
}
