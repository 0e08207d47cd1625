import { useEffect, useRef, useState } from 'react';
import { MINISITE_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Card, Select, TextField } from 'shared-kit/ui';
import { ImageDropZone, TextArea } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { uploadBlockImage } from '../api/upload-minisite-file';
import { useImageUpload } from '../hooks/use-image-upload';
import { BLOCK_TYPES, type BlockType, type DraftBlock, emptyBlock, moved } from '../state/draft';

/**
 * The benefits box holds one benefit a line: room for the most benefits at their longest, each with its line break and
 * a few spaces (which the api never sees: each line is trimmed). The api bounds the list and each benefit.
 */
const BENEFITS_TYPED_MAX = MINISITE_LIMITS.benefitsItems * (MINISITE_LIMITS.benefit + 10);

const TYPE_NAMES: Record<BlockType, CompanyMessageId> = {
  text: 'company.minisite.blocks.type.text',
  benefits: 'company.minisite.blocks.type.benefits',
  video: 'company.minisite.blocks.type.video',
  image: 'company.minisite.blocks.type.image',
};

type FieldsProps = {
  block: DraftBlock;
  change: (patch: Partial<DraftBlock>) => void;
  /** The api's refusal of this block's field (`blocks.N.<field>`). */
  error: (field: 'title' | 'body' | 'items' | 'url' | 'file_id' | 'alt') => string | undefined;
};

function ImageFields({ block, change, error }: FieldsProps) {
  const t = useTranslate<CompanyMessageId>();
  const { uploads, upload } = useImageUpload(
    uploadBlockImage,
    (answer) => change({ file_id: answer.file_id, image: answer.url }),
    () => t('company.minisite.blocks.imageError'),
  );
  return (
    <>
      {/* The alt text is beside it as a field: the preview itself says nothing more. */}
      {block.image && <img className="company-minisite-image-preview" src={block.image} alt="" />}
      <ImageDropZone
        label={block.image ? t('company.minisite.blocks.imageReplace') : t('company.minisite.blocks.imageUpload')}
        hint={t('company.minisite.logo.hint')}
        onFiles={upload}
        uploads={uploads}
        error={error('file_id')}
      />
      <TextField
        label={t('company.minisite.blocks.alt')}
        hint={t('company.minisite.blocks.altHint')}
        value={block.alt}
        maxLength={MINISITE_LIMITS.alt}
        onChange={(event) => change({ alt: event.target.value })}
        error={error('alt')}
      />
    </>
  );
}

function BlockFields(props: FieldsProps) {
  const t = useTranslate<CompanyMessageId>();
  const { block, change, error } = props;
  if (block.type === 'image') return <ImageFields {...props} />;
  return (
    <>
      <TextField
        label={t('company.minisite.blocks.title')}
        value={block.title}
        maxLength={MINISITE_LIMITS.title}
        onChange={(event) => change({ title: event.target.value })}
        error={error('title')}
      />
      {block.type === 'text' && (
        <TextArea
          label={t('company.minisite.blocks.body')}
          value={block.body}
          maxLength={MINISITE_LIMITS.body}
          rows={5}
          onChange={(event) => change({ body: event.target.value })}
          error={error('body')}
        />
      )}
      {block.type === 'benefits' && (
        <TextArea
          label={t('company.minisite.blocks.items')}
          hint={t('company.minisite.blocks.itemsHint')}
          value={block.items}
          maxLength={BENEFITS_TYPED_MAX}
          rows={5}
          onChange={(event) => change({ items: event.target.value })}
          error={error('items')}
        />
      )}
      {block.type === 'video' && (
        <TextField
          label={t('company.minisite.blocks.url')}
          hint={t('company.minisite.blocks.urlHint')}
          type="url"
          inputMode="url"
          value={block.url}
          maxLength={MINISITE_LIMITS.videoUrl}
          onChange={(event) => change({ url: event.target.value })}
          error={error('url')}
        />
      )}
    </>
  );
}

/**
 * The content blocks, in the order the public page shows them: each edited in place, moved up or down, removed;
 * new ones added at the end. After a move, an addition or a removal, focus goes to the heading of the block that
 * moved or appeared (or of the next one), so a keyboard user keeps their place.
 */
export function BlocksEditor({
  blocks,
  onChange,
  errors,
}: {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [newType, setNewType] = useState<BlockType>('text');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addArea = useRef<HTMLDivElement>(null);
  const full = blocks.length >= MINISITE_LIMITS.blocks;

  useEffect(() => {
    if (!focusKey) return;
    if (focusKey === 'add') addArea.current?.querySelector<HTMLElement>('button')?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-block="${focusKey}"] h3`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const change = (index: number, patch: Partial<DraftBlock>) =>
    onChange(blocks.map((block, i) => (i === index ? { ...block, ...patch } : block)));
  const move = (index: number, to: number) => {
    onChange(moved(blocks, index, to));
    setFocusKey(blocks[index].key);
  };
  const remove = (index: number) => {
    const next = blocks[index + 1] ?? blocks[index - 1];
    onChange(blocks.filter((_, i) => i !== index));
    setFocusKey(next ? next.key : 'add');
  };
  const add = () => {
    const block = emptyBlock(newType);
    onChange([...blocks, block]);
    setFocusKey(block.key);
  };

  return (
    <section className="company-minisite-section" aria-labelledby="company-minisite-blocks">
      <h2 id="company-minisite-blocks">{t('company.minisite.blocks.heading')}</h2>
      <p>{t('company.minisite.blocks.intro', { max: MINISITE_LIMITS.blocks })}</p>
      {errors.blocks && <p className="company-form-error">{errors.blocks}</p>}
      {blocks.length > 0 && (
        <ol className="company-minisite-blocks" ref={list}>
          {blocks.map((block, index) => {
            const name = t('company.minisite.blocks.name', { position: index + 1, type: t(TYPE_NAMES[block.type]) });
            return (
              <Card as="li" key={block.key} data-block={block.key} className="company-minisite-block">
                <h3 tabIndex={-1}>{name}</h3>
                <BlockFields
                  block={block}
                  change={(patch) => change(index, patch)}
                  error={(field) => errors[`blocks.${index}.${field}`]}
                />
                <p className="sk-actions company-minisite-block-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('company.minisite.blocks.moveUpNamed', { block: name })}
                  >
                    {t('company.minisite.blocks.moveUp')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('company.minisite.blocks.moveDownNamed', { block: name })}
                  >
                    {t('company.minisite.blocks.moveDown')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={t('company.minisite.blocks.removeNamed', { block: name })}
                  >
                    {t('company.minisite.blocks.remove')}
                  </Button>
                </p>
              </Card>
            );
          })}
        </ol>
      )}
      <div className="sk-actions company-minisite-add" ref={addArea}>
        <Select
          label={t('company.minisite.blocks.newType')}
          value={newType}
          onChange={(event) => setNewType(event.target.value as BlockType)}
          options={BLOCK_TYPES.map((type) => ({ value: type, label: t(TYPE_NAMES[type]) }))}
          disabled={full}
          hint={full ? t('company.minisite.blocks.full', { max: MINISITE_LIMITS.blocks }) : undefined}
        />
        <Button variant="secondary" onClick={add} disabled={full}>
          {t('company.minisite.blocks.add')}
        </Button>
      </div>
    </section>
  );
}
