import type { PageBlockProps } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Card, TextField } from 'shared-kit/ui';
import type { EventsMessageId } from '../../locales';
import { BlockTitle } from './event-blocks';
import { usePageData } from './page-data';

/**
 * The sign-up form: the page that shows the document renders it (`renderRegistration`, which knows the referral
 * and the event); the builder has none and shows a disabled preview of the form instead.
 */
export function RegistrationFormBlock(props: PageBlockProps<'registration_form'>) {
  const t = useTranslate<EventsMessageId>();
  const { renderRegistration } = usePageData();
  return (
    <div id="register" className="blocks-register">
      <BlockTitle title={props.title} />
      {props.text && <p>{props.text}</p>}
      {renderRegistration ? (
        renderRegistration(props)
      ) : (
        <fieldset className="blocks-register-preview" disabled aria-label={t('events.blocks.register.preview')}>
          <TextField label={t('events.blocks.register.email')} type="email" />
          <TextField label={t('events.blocks.register.password')} type="password" />
          <Button type="button">{props.button_label || t('events.blocks.register.button')}</Button>
        </fieldset>
      )}
    </div>
  );
}

/** Questions and answers as native disclosures: keyboard and screen readers for free, open without JavaScript. */
export function FaqBlock({ title, items }: PageBlockProps<'faq'>) {
  return (
    <>
      <BlockTitle title={title} />
      <div className="blocks-faq">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id; their order is the document's.
          <details key={index} className="blocks-faq-item">
            <summary>{item.question}</summary>
            <p className="blocks-faq-answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}

/** Formatted text: the api sanitised it on save (the presentation letter's allow-list), so it is shown as HTML. */
export function RichTextBlock({ html }: PageBlockProps<'rich_text'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the api when the page was saved.
  return <div className="blocks-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An uploaded image with the marketer's alternative text and caption. */
export function ImageBlock({ file_id, alt, caption }: PageBlockProps<'image'>) {
  const { images, imageSizes } = usePageData();
  const src = images?.[String(file_id)];
  const size = imageSizes?.[String(file_id)];
  if (!src) return null;
  return (
    <figure className="blocks-image">
      {/* Further down the page than the hero: fetched as the reader nears it. */}
      <img src={src} alt={alt} width={size?.width} height={size?.height} loading="lazy" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A video as a link card (the content security policy allows no third-party frames). */
export function VideoLinkBlock({ title, url }: PageBlockProps<'video_link'>) {
  const t = useTranslate<EventsMessageId>();
  return (
    <Card as="div" interactive className="blocks-video">
      <p className="sk-card-title">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {title || t('events.blocks.video.watch')}
        </a>
      </p>
      <p className="blocks-video-note">{t('events.blocks.video.note')}</p>
    </Card>
  );
}

/** Links to the mobile apps' store pages. */
export function AppLinksBlock({ title, ios_url, android_url }: PageBlockProps<'app_links'>) {
  const t = useTranslate<EventsMessageId>();
  return (
    <>
      <BlockTitle title={title} />
      <p className="blocks-app-links">
        {ios_url && (
          <a className="sk-button sk-button--secondary" href={ios_url} rel="noopener noreferrer">
            <span className="sk-button__label">{t('events.blocks.apps.ios')}</span>
          </a>
        )}
        {android_url && (
          <a className="sk-button sk-button--secondary" href={android_url} rel="noopener noreferrer">
            <span className="sk-button__label">{t('events.blocks.apps.android')}</span>
          </a>
        )}
      </p>
    </>
  );
}
