import type { PageBlock } from 'shared-kit/contracts';
import {
  AppLinksBlock,
  FaqBlock,
  ImageBlock,
  RegistrationFormBlock,
  RichTextBlock,
  VideoLinkBlock,
} from './content-blocks';
import { CompaniesBlock, CountdownBlock, EventFactsBlock } from './event-blocks';
import { HeroBlock } from './hero-block';
import { CompanyJobsBlock, EventJobsBlock } from './job-blocks';

/** One block with its component: the page and the builder render blocks through this one switch. */
export function BlockView({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock {...block.props} />;
    case 'event_facts':
      return <EventFactsBlock {...block.props} />;
    case 'countdown':
      return <CountdownBlock {...block.props} />;
    case 'companies':
      return <CompaniesBlock {...block.props} />;
    case 'event_jobs':
      return <EventJobsBlock id={block.id} {...block.props} />;
    case 'company_jobs':
      return <CompanyJobsBlock id={block.id} {...block.props} />;
    case 'registration_form':
      return <RegistrationFormBlock {...block.props} />;
    case 'faq':
      return <FaqBlock {...block.props} />;
    case 'rich_text':
      return <RichTextBlock {...block.props} />;
    case 'image':
      return <ImageBlock {...block.props} />;
    case 'video_link':
      return <VideoLinkBlock {...block.props} />;
    case 'app_links':
      return <AppLinksBlock {...block.props} />;
    default:
      return null;
  }
}
