import type { Config, Field, Fields } from '@puckeditor/core';
import type { PageBlock, PageBlockType } from 'shared-kit/contracts';
import { BlockView } from '../../../components/page-blocks/block-view';
import type { EventsMessageId } from '../../../locales';
import type { BlockDefaults } from '../lib/builder-data';
import { CanvasBlock } from './canvas-block';
import { ImageField } from './image-field';

type Translate = (id: EventsMessageId, values?: Record<string, unknown>) => string;

/** What a new block of each type starts with: headings in the admin's language, the rest for the marketer to fill. */
export function blockDefaults(t: Translate): BlockDefaults {
  return {
    hero: {
      title: t('events.admin.builder.default.heroTitle'),
      subtitle: '',
      image_file_id: null,
      cta_label: '',
      cta_href: '#register',
    },
    event_facts: { title: '' },
    countdown: { title: '' },
    companies: { title: '' },
    event_jobs: { title: '', limit: 6 },
    company_jobs: { title: '', company_slug: '', limit: 6 },
    registration_form: { title: '', text: '', button_label: '' },
    faq: {
      title: '',
      items: [
        { question: t('events.admin.builder.default.question'), answer: t('events.admin.builder.default.answer') },
      ],
    },
    rich_text: { html: '' },
    image: { file_id: 0, alt: '', caption: '' },
    video_link: { title: '', url: '' },
    app_links: { title: '', ios_url: '', android_url: '' },
  };
}

export type BuilderImages = {
  images: Record<string, string>;
  /** Remembers an uploaded image's address, so the canvas can show it before the page is saved. */
  onUploaded: (fileId: number, url: string) => void;
};

/**
 * Puck's configuration: one component per block type, whose fields edit the block's props and whose `render` is the
 * site's own block component (the canvas shows what the public will see, with the page's data from the context).
 */
export function makePuckConfig(t: Translate, { images, onUploaded }: BuilderImages): Config {
  const label = (name: string) => t(`events.admin.builder.field.${name}` as EventsMessageId);
  const textField = (name: string): Field => ({ type: 'text', label: label(name) });
  const areaField = (name: string): Field => ({ type: 'textarea', label: label(name) });
  const limitField: Field = { type: 'number', label: label('limit'), min: 1, max: 24 };
  const imageField = (name: string): Field => ({
    type: 'custom',
    label: label(name),
    render: ({ value, onChange, id }) => (
      <ImageField
        id={id}
        label={label(name)}
        value={typeof value === 'number' && value > 0 ? value : null}
        images={images}
        onChange={(fileId, url) => {
          if (fileId !== null && url) onUploaded(fileId, url);
          onChange(fileId);
        }}
      />
    ),
  });
  const fields: { [K in PageBlockType]: Fields } = {
    hero: {
      title: textField('title'),
      subtitle: areaField('subtitle'),
      image_file_id: imageField('image'),
      cta_label: textField('ctaLabel'),
      cta_href: textField('ctaHref'),
    },
    event_facts: { title: textField('heading') },
    countdown: { title: textField('heading') },
    companies: { title: textField('heading') },
    event_jobs: { title: textField('heading'), limit: limitField },
    company_jobs: { title: textField('heading'), company_slug: textField('companySlug'), limit: limitField },
    registration_form: { title: textField('heading'), text: areaField('text'), button_label: textField('buttonLabel') },
    faq: {
      title: textField('heading'),
      items: {
        type: 'array',
        label: label('items'),
        min: 1,
        max: 30,
        arrayFields: { question: textField('question'), answer: areaField('answer') },
        defaultItemProps: { question: '', answer: '' },
        getItemSummary: (item: { question?: string }, index = 0) =>
          item.question || t('events.admin.builder.field.item', { n: index + 1 }),
      },
    },
    rich_text: { html: areaField('html') },
    image: { file_id: imageField('image'), alt: textField('alt'), caption: textField('caption') },
    video_link: { title: textField('heading'), url: textField('url') },
    app_links: { title: textField('heading'), ios_url: textField('iosUrl'), android_url: textField('androidUrl') },
  };
  const defaults = blockDefaults(t);
  const components: Config['components'] = {};
  for (const type of Object.keys(fields) as PageBlockType[]) {
    const name = t(`events.admin.builder.block.${type}` as EventsMessageId);
    components[type] = {
      label: name,
      fields: fields[type],
      defaultProps: defaults[type],
      render: ({ id, puck: _puck, editMode: _editMode, ...props }) => (
        // The same wrapper as PageView's, so the canvas spaces and styles blocks as the public page does.
        <CanvasBlock className={`page-block page-block--${type}`} label={name}>
          <BlockView block={{ id: String(id), type, props } as unknown as PageBlock} />
        </CanvasBlock>
      ),
    };
  }
  return {
    root: {
      fields: {
        title: { type: 'text', label: label('pageTitle') },
        description: { type: 'textarea', label: label('pageDescription') },
      },
    },
    components,
  };
}
