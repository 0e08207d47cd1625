import type { MinisiteBlock } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import type { JobsMessageId } from '../../../locales';

/** A text's paragraphs (blank lines part them), as text: the company's words are never read as markup. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one saved text, in their order.
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function Block({ block }: { block: MinisiteBlock }) {
  const t = useTranslate<JobsMessageId>();
  switch (block.type) {
    case 'text':
      return (
        <>
          <h2>{block.title}</h2>
          <Paragraphs text={block.body} />
        </>
      );
    case 'benefits':
      return (
        <>
          <h2>{block.title}</h2>
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      );
    case 'video':
      // A link rather than an embedded player: the page loads nothing from another site (its CSP allows none).
      return (
        <>
          <h2>{block.title}</h2>
          <p>
            <a href={block.url} target="_blank" rel="noopener noreferrer">
              {t('jobs.minisite.watchVideo', { title: block.title })}
            </a>
          </p>
        </>
      );
    case 'image':
      return block.url ? <img className="jobs-minisite-image" src={block.url} alt={block.alt} /> : null;
  }
}

/** The company's content blocks on its minisite header, in its order. */
export function MinisiteBlocks({ blocks }: { blocks: MinisiteBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="jobs-minisite-blocks">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one saved page, in their order.
        <div key={index} className={`jobs-minisite-block jobs-minisite-block--${block.type}`}>
          <Block block={block} />
        </div>
      ))}
    </div>
  );
}
