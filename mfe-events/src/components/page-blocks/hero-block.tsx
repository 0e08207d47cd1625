import type { PageBlockProps } from 'shared-kit/contracts';
import { Illustration, LinkButton } from 'shared-kit/ui';
import { usePageData } from './page-data';

/**
 * The top of a page: its title is the page's one h1, as the marketer wrote it. `#register` (the usual call to
 * action) scrolls to the registration form with a plain anchor; any other address goes through the router.
 */
export function HeroBlock({ title, subtitle, image_file_id, cta_label, cta_href }: PageBlockProps<'hero'>) {
  const { images, imageSizes, event } = usePageData();
  const image = image_file_id != null ? images?.[String(image_file_id)] : undefined;
  const size = image_file_id != null ? imageSizes?.[String(image_file_id)] : undefined;
  return (
    <div className={image ? 'blocks-hero blocks-hero--image' : 'blocks-hero blocks-hero--art'}>
      <div className="blocks-hero-text">
        <h1 className="blocks-hero-title">{title}</h1>
        {subtitle && <p className="blocks-hero-subtitle">{subtitle}</p>}
        {cta_label &&
          cta_href &&
          (cta_href.startsWith('#') ? (
            <a className="sk-button sk-button--primary" href={cta_href}>
              <span className="sk-button__label">{cta_label}</span>
            </a>
          ) : (
            <LinkButton to={cta_href}>{cta_label}</LinkButton>
          ))}
      </div>
      {/* Decorative: the title says what the page is. */}
      {image ? (
        <img className="blocks-hero-image" src={image} alt="" width={size?.width} height={size?.height} />
      ) : (
        // Without a picture, a drawing of ours (docs/design-system.md#illustration): an event's calendar and people
        // talking on an event's page, the site's globe and speech bubbles on any other landing.
        <Illustration name={event ? 'event' : 'home'} className="blocks-hero-art" />
      )}
    </div>
  );
}
