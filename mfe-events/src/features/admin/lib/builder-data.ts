import type { PageBlock, PageBlockType, PageDocument } from 'shared-kit/contracts';

/**
 * The page builder's (Puck's) data: the page's head in the root's props, the blocks as its `content` items, whose
 * `props` carry the item's id beside the block's own props.
 */
type BuilderItem = { type: string; props: Record<string, unknown> & { id: string } };
export type BuilderData = {
  root: { props?: { title?: string; description?: string } };
  content: BuilderItem[];
  zones?: Record<string, BuilderItem[]>;
};

/** The props each block type has, with the values a new block starts with (the builder's defaults). */
export type BlockDefaults = { [K in PageBlockType]: Extract<PageBlock, { type: K }>['props'] };

/** A document as the builder's data. */
export function documentToData(document: PageDocument): BuilderData {
  return {
    root: { props: { title: document.title, description: document.description } },
    content: document.blocks.map((block) => ({ type: block.type, props: { ...block.props, id: block.id } })),
    zones: {},
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const fileId = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseInt(text(value), 10);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The builder's data as a document: each item's id back beside its type, and only the props its block type has,
 * with numbers as numbers (the builder keeps whatever its fields wrote, and what else it adds to an item stays in the
 * builder). An item of a type the site does not know is kept as it is, so the api names it in its 422 instead of it
 * disappearing silently.
 */
export function dataToDocument(data: BuilderData, defaults: BlockDefaults): PageDocument {
  const blocks = data.content.map(({ type, props: { id, ...rest } }) => {
    const template = (defaults as Record<string, Record<string, unknown>>)[type];
    if (!template) return { id, type, props: rest } as unknown as PageBlock;
    const props: Record<string, unknown> = {};
    for (const [name, start] of Object.entries(template)) {
      const value = rest[name] ?? start;
      if (name === 'items' && Array.isArray(value)) {
        props.items = value.map((item: Record<string, unknown>) => ({
          question: text(item?.question),
          answer: text(item?.answer),
        }));
      } else if (name === 'image_file_id') props[name] = fileId(value);
      else if (name === 'file_id') props[name] = fileId(value) ?? 0;
      else if (typeof start === 'number') props[name] = Number(value);
      else props[name] = text(value);
    }
    return { id, type, props } as PageBlock;
  });
  return { title: text(data.root.props?.title), description: text(data.root.props?.description), blocks };
}

/**
 * The api's 422 field names a block by its index (`document.blocks.3.props.title`): which block that is, for a message
 * that names it, and the rest of the path (`props.title`).
 */
export function blockOfError(field: string): { index: number; rest: string } | null {
  const match = /^(?:document\.)?blocks\.(\d+)\.?(.*)$/.exec(field);
  return match ? { index: Number(match[1]), rest: match[2] } : null;
}
