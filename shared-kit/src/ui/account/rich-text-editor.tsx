import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { Button, type FieldProps } from 'shared-kit/ui';
import { cx } from '../class-names';
import { CharacterCount } from './character-count';
import { cleanRichText, formatsAt, type RichTextFormat, richTextLength } from './rich-text';

export type RichTextEditorProps = FieldProps & {
  /** The markup, as this editor emits it (or as the server sanitised it). */
  value: string;
  /** Called with the new markup (paragraphs, line breaks, bold, italic and lists only) after every change. */
  onChange: (html: string) => void;
  /** The most characters of text (markup not counted) the counter counts towards. */
  maxLength: number;
  id?: string;
  className?: string;
  disabled?: boolean;
};

type Tool = {
  format: RichTextFormat;
  /** The browser's editing command (document.execCommand) that applies it. */
  command: string;
  label: KitMessageId;
  shortcut: string;
  /**
   * What the button shows. 'initial': the first letter of its name in the interface language, drawn in its format
   * (B for Bold, F for Fett), as word processors do, so the visible label is part of the accessible name (WCAG 2.5.3).
   */
  icon: ReactNode | 'initial';
};

const TOOLS: Tool[] = [
  { format: 'bold', command: 'bold', label: 'kit.ui.richText.bold', shortcut: 'Control+B', icon: 'initial' },
  { format: 'italic', command: 'italic', label: 'kit.ui.richText.italic', shortcut: 'Control+I', icon: 'initial' },
  {
    format: 'bulletList',
    command: 'insertUnorderedList',
    label: 'kit.ui.richText.bulletList',
    shortcut: 'Control+Shift+8',
    icon: (
      <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" focusable="false" aria-hidden="true">
        <circle cx="4" cy="5" r="1.6" />
        <circle cx="4" cy="10" r="1.6" />
        <circle cx="4" cy="15" r="1.6" />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
  },
  {
    format: 'numberList',
    command: 'insertOrderedList',
    label: 'kit.ui.richText.numberList',
    shortcut: 'Control+Shift+7',
    icon: (
      <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" focusable="false" aria-hidden="true">
        <path d="M2.6 3.4 4.4 2v5.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path
          d="M2.3 13.4c.4-1.2 3.2-1.3 3.2.4 0 1.3-3.2 2.3-3.2 4h3.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
        />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
  },
];

/** The first letter of a format's name, in that format. */
function initial(tool: Tool, name: string): ReactNode {
  const letter = Array.from(name)[0] ?? '';
  return tool.format === 'bold' ? <b>{letter}</b> : <i>{letter}</i>;
}

/** The browser's editing command, where there is one (jsdom has none). */
function runCommand(command: string, argument?: string): boolean {
  const exec = (document as Document & { execCommand?: Document['execCommand'] }).execCommand;
  if (typeof exec !== 'function') return false;
  try {
    return exec.call(document, command, false, argument);
  } catch {
    return false;
  }
}

/** Enter makes paragraphs (not <div>s), and formats are tags (not style attributes): the markup the api keeps. */
function prepareEditing() {
  runCommand('defaultParagraphSeparator', 'p');
  runCommand('styleWithCSS', 'false');
}

/**
 * A labelled rich text field (docs/design-system.md#richtexteditor): a contentEditable textbox under a toolbar of
 * bold, italic, bulleted and numbered list. The toolbar is one tab stop (arrow keys move inside it) and its buttons
 * say with aria-pressed whether the format is on where the caret is; Ctrl/Cmd+B, +I, +Shift+8 and +Shift+7 do the
 * same from the text. A paste or a drop is reduced to those formats. It emits HTML, and counts the text against
 * `maxLength`.
 */
export function RichTextEditor({
  label,
  hint,
  error,
  optional,
  id,
  className,
  value,
  onChange,
  maxLength,
  disabled = false,
}: RichTextEditorProps) {
  const t = useTranslate<KitMessageId>();
  const generated = useId();
  const editorId = id ?? generated;
  const labelId = `${editorId}-label`;
  const hintId = `${editorId}-hint`;
  const errorId = `${editorId}-error`;
  const countId = `${editorId}-count`;
  const editorRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // The markup last emitted: a `value` equal to it is this editor's own echo and must not reset the caret.
  const emitted = useRef<string | null>(null);
  // Where the selection was in the text, so a toolbar button pressed from the keyboard acts on it.
  const savedRange = useRef<Range | null>(null);
  const [count, setCount] = useState(0);
  const [active, setActive] = useState<Set<RichTextFormat>>(() => new Set());
  const [toolIndex, setToolIndex] = useState(0);
  const [dirty, setDirty] = useState(false);

  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === emitted.current) return;
    // Only markup cleaned to the allow-list goes into the page, whoever passed it.
    editor.innerHTML = cleanRichText(value);
    emitted.current = value;
    setCount(richTextLength(editor));
  }, [value]);

  const refresh = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const selection = document.getSelection();
    if (!selection?.anchorNode || !editor.contains(selection.anchorNode)) return;
    if (selection.rangeCount > 0) savedRange.current = selection.getRangeAt(0).cloneRange();
    const formats = formatsAt(editor, selection);
    // With a collapsed caret after Ctrl+B, only the browser knows that the next letters will be bold.
    const query = (document as Document & { queryCommandState?: Document['queryCommandState'] }).queryCommandState;
    if (typeof query === 'function') {
      for (const format of ['bold', 'italic'] as const) {
        if (query.call(document, format)) formats.add(format);
        else formats.delete(format);
      }
    }
    setActive((before) =>
      before.size === formats.size && [...formats].every((f) => before.has(f)) ? before : new Set(formats),
    );
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  function emit() {
    const editor = editorRef.current;
    if (!editor) return;
    const html = cleanRichText(editor.innerHTML);
    emitted.current = html;
    setCount(richTextLength(editor));
    setDirty(true);
    onChange(html);
  }

  function apply(tool: Tool) {
    const editor = editorRef.current;
    if (!editor || disabled) return;
    if (document.activeElement !== editor) {
      editor.focus();
      const selection = document.getSelection();
      if (savedRange.current && selection) {
        selection.removeAllRanges();
        selection.addRange(savedRange.current);
      }
    }
    prepareEditing();
    runCommand(tool.command);
    emit();
    refresh();
  }

  /** Puts cleaned markup where the selection is: through the browser's command (so Undo works), else by hand. */
  function insert(html: string, at?: Range | null) {
    const editor = editorRef.current;
    if (!editor) return;
    const selection = document.getSelection();
    if (at && selection) {
      selection.removeAllRanges();
      selection.addRange(at);
    }
    if (!runCommand('insertHTML', html)) {
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      const template = document.createElement('template');
      template.innerHTML = html;
      if (range && editor.contains(range.commonAncestorContainer)) {
        range.deleteContents();
        const last = template.content.lastChild;
        range.insertNode(template.content);
        if (last) {
          range.setStartAfter(last);
          range.collapse(true);
        }
      } else {
        editor.append(template.content);
      }
    }
    emit();
  }

  /** The pasted or dropped markup (or text, as paragraphs), reduced to the editor's formats. */
  function transferred(data: DataTransfer): string {
    const html = data.getData('text/html');
    if (html) return cleanRichText(html);
    const text = data.getData('text/plain');
    const escapeHtml = (line: string) =>
      line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const lines = text.split(/\r?\n/);
    return lines.length > 1 ? lines.map((line) => `<p>${escapeHtml(line) || '<br>'}</p>`).join('') : escapeHtml(text);
  }

  function paste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) insert(transferred(event.clipboardData));
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (disabled) return;
    const at = (
      document as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }
    ).caretRangeFromPoint?.(event.clientX, event.clientY);
    insert(transferred(event.dataTransfer), at);
  }

  function editorKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const tool = event.shiftKey
      ? event.code === 'Digit8'
        ? TOOLS[2]
        : event.code === 'Digit7'
          ? TOOLS[3]
          : undefined
      : key === 'b'
        ? TOOLS[0]
        : key === 'i'
          ? TOOLS[1]
          : undefined;
    if (!tool) return;
    event.preventDefault();
    apply(tool);
  }

  // A toolbar is one tab stop; the arrow keys, Home and End move between its buttons (WAI-ARIA toolbar pattern).
  function toolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = TOOLS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: toolIndex === last ? 0 : toolIndex + 1,
      ArrowLeft: toolIndex === 0 ? last : toolIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setToolIndex(next);
    toolbarRef.current?.querySelectorAll('button')[next]?.focus();
  }

  function editorInput() {
    emit();
    refresh();
  }

  const over = count > maxLength;
  const shownError = error || (over ? t('kit.ui.richText.tooLong', { max: formatCount(maxLength) }) : null);
  const invalid = shownError != null && shownError !== '';
  return (
    <div className={cx('sk-field', 'sk-rich-text', invalid && 'sk-field--invalid', className)}>
      {/* A textbox that is not a form control cannot be named by <label for>: the label names it by id. */}
      <div className="sk-field__label" id={labelId}>
        {label}
        {optional && <span className="sk-field__optional"> ({t('kit.ui.field.optional')})</span>}
      </div>
      {hint != null && (
        <p className="sk-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className={cx('sk-rich-text__box', disabled && 'sk-rich-text__box--disabled')}>
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={t('kit.ui.richText.toolbar')}
          aria-controls={editorId}
          className="sk-rich-text__toolbar"
          onKeyDown={toolbarKeyDown}
        >
          {TOOLS.map((tool, index) => (
            <Button
              key={tool.format}
              variant="ghost"
              size="sm"
              className="sk-rich-text__tool"
              aria-label={t(tool.label)}
              title={t(tool.label)}
              aria-pressed={active.has(tool.format)}
              aria-keyshortcuts={tool.shortcut}
              tabIndex={index === toolIndex ? 0 : -1}
              disabled={disabled}
              // Keeps the focus, and so the selection, in the text when the button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setToolIndex(index)}
              onClick={() => apply(tool)}
            >
              <span aria-hidden="true">{tool.icon === 'initial' ? initial(tool, t(tool.label)) : tool.icon}</span>
            </Button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text field has no native element; this is the ARIA textbox. */}
        <div
          ref={editorRef}
          id={editorId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={cx(invalid && errorId, hint != null && hintId, countId) || undefined}
          aria-invalid={invalid || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={disabled ? -1 : 0}
          className="sk-rich-text__editor"
          onInput={editorInput}
          onKeyDown={editorKeyDown}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onFocus={() => {
            prepareEditing();
            refresh();
          }}
          onPaste={paste}
          onDrop={drop}
        />
      </div>
      <p className="sk-field__error" id={errorId} aria-live="polite">
        {invalid ? shownError : null}
      </p>
      <CharacterCount id={countId} count={count} maxLength={maxLength} full={over} dirty={dirty} />
    </div>
  );
}
