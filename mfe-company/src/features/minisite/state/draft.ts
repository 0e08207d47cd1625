// The minisite being edited: the api's design in a shape that forms edit easily (every field a string, a key per
// block for React and focus), and back. Pure functions, tested through the editor.
import type { CompanyMinisite, CompanyMinisiteRequest, MinisiteBlock, MinisiteColors } from 'shared-kit/contracts';

export type BlockType = MinisiteBlock['type'];
export const BLOCK_TYPES: BlockType[] = ['text', 'benefits', 'video', 'image'];

export type DraftBlock = {
  key: string;
  type: BlockType;
  title: string;
  body: string;
  /** Benefits, one a line. */
  items: string;
  url: string;
  alt: string;
  file_id: number | null;
  /** Where an image block's picture is served (for its preview). */
  image: string | null;
};

export type Draft = { template: 1 | 2 | null; colors: MinisiteColors | null; blocks: DraftBlock[] };

/** What a company starts from when it turns its own colours on: the site's blue and a dark orange (both pass). */
export const STARTING_COLOURS: MinisiteColors = { primary: '#1f4e8c', accent: '#b45309' };

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `block-${lastKey}`;
};

export function emptyBlock(type: BlockType): DraftBlock {
  return { key: nextKey(), type, title: '', body: '', items: '', url: '', alt: '', file_id: null, image: null };
}

function toDraftBlock(block: MinisiteBlock): DraftBlock {
  const draft = emptyBlock(block.type);
  switch (block.type) {
    case 'text':
      return { ...draft, title: block.title, body: block.body };
    case 'benefits':
      return { ...draft, title: block.title, items: block.items.join('\n') };
    case 'video':
      return { ...draft, title: block.title, url: block.url };
    case 'image':
      return { ...draft, alt: block.alt, file_id: block.file_id, image: block.url ?? null };
  }
}

export function draftOf(minisite: CompanyMinisite): Draft {
  return { template: minisite.template, colors: minisite.colors, blocks: minisite.blocks.map(toDraftBlock) };
}

type BlockRequest = CompanyMinisiteRequest['blocks'][number];

/** One block as the api takes it: the fields of its type only, the benefits one per non-empty line. */
function blockRequest(block: DraftBlock): BlockRequest {
  if (block.type === 'text') return { type: 'text', title: block.title.trim(), body: block.body.trim() };
  if (block.type === 'benefits') {
    const items = block.items
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean);
    return { type: 'benefits', title: block.title.trim(), items };
  }
  if (block.type === 'video') return { type: 'video', title: block.title.trim(), url: block.url.trim() };
  // An image not uploaded yet goes without file_id: the api names the missing field.
  return block.file_id === null
    ? { type: 'image', alt: block.alt.trim() }
    : { type: 'image', file_id: block.file_id, alt: block.alt.trim() };
}

/** The PUT body: the whole design. */
export function requestOf(draft: Draft): CompanyMinisiteRequest {
  return { template: draft.template, colors: draft.colors, blocks: draft.blocks.map(blockRequest) };
}

/** The list with the block at `from` moved to `to` (both in range). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
