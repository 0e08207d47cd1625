import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { formatFileSize, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { cx } from '../class-names';

export type FileUpload = { name: string; progress: number; error?: string };

export type FileDropZoneProps = {
  label: ReactNode;
  /** What the input's `accept` takes: extensions (`.pdf`), types (`application/pdf`) and families (`image/*`). */
  accept: string;
  maxBytes: number;
  multiple?: boolean;
  /** The files chosen or dropped that passed the type and size checks (none: not called). */
  onFiles: (files: File[]) => void;
  /** The caller's uploads, each with its progress (0-100) and its error. */
  uploads?: FileUpload[];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/** Whether a file matches an `accept` list; the dialog filters by it, but a drop does not. */
function accepts(accept: string, file: File): boolean {
  const rules = accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) =>
    rule.startsWith('.')
      ? name.endsWith(rule)
      : rule.endsWith('/*')
        ? type.startsWith(rule.slice(0, -1))
        : type === rule,
  );
}

/**
 * Where files are chosen or dropped, with each upload's progress (docs/design-system.md#filedropzone). A real button
 * opens the file dialog (click, Enter, Space); the whole zone takes a drop. Files of another type or over the size
 * are refused with a message naming each one; the rest go to `onFiles`.
 */
export function FileDropZone({
  label,
  accept,
  maxBytes,
  multiple = false,
  onFiles,
  uploads = [],
  hint,
  error,
  disabled,
  className,
}: FileDropZoneProps) {
  const t = useTranslate<KitMessageId>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const size = formatFileSize(maxBytes);
  const invalid = error != null && error !== false && error !== '';

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const problems: string[] = [];
    const taken = files.filter((file) => {
      if (!accepts(accept, file)) problems.push(t('kit.ui.fileDropZone.wrongType', { name: file.name }));
      else if (file.size > maxBytes) problems.push(t('kit.ui.fileDropZone.tooBig', { name: file.name, size }));
      else return true;
      return false;
    });
    setRefused(problems);
    const chosen = multiple ? taken : taken.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div className={cx('sk-dropzone', invalid && 'sk-dropzone--invalid', className)}>
      <p className="sk-field__label" id={`${id}-label`}>
        {label}
      </p>
      {hint != null && (
        <p className="sk-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard's way */}
      <div
        className={cx('sk-dropzone__area', dragging && 'sk-dropzone__area--dragging')}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={cx(invalid && `${id}-error`, hint != null && `${id}-hint`, `${id}-size`)}
          onClick={() => input.current?.click()}
        >
          <span className="sk-button__label" id={`${id}-choose`}>
            {t(multiple ? 'kit.ui.fileDropZone.chooseMany' : 'kit.ui.fileDropZone.chooseOne')}
          </span>
        </button>
        <span className="sk-dropzone__drop">{t('kit.ui.fileDropZone.drop')}</span>
        <span className="sk-dropzone__size" id={`${id}-size`}>
          {t('kit.ui.fileDropZone.maxSize', { size })}
        </span>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            take(event.target.files);
            // Choosing the same file again after a refusal must fire a change.
            event.target.value = '';
          }}
        />
      </div>
      <div className="sk-field__error" id={`${id}-error`} aria-live="polite">
        {invalid && <p>{error}</p>}
        {refused.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
      {/* A live region from the start, so an upload's "Uploaded" or its error is announced when it comes. */}
      <div aria-live="polite">
        {uploads.length > 0 && (
          <ul className="sk-dropzone__uploads">
            {uploads.map((upload, index) => {
              const nameId = `${id}-upload-${index}`;
              const done = !upload.error && upload.progress >= 100;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: two uploads may have the same name; the list only grows
                <li key={index} className={cx('sk-upload', upload.error && 'sk-upload--failed')}>
                  <span className="sk-upload__name" id={nameId}>
                    {upload.name}
                  </span>
                  {upload.error ? (
                    <span className="sk-upload__error">{upload.error}</span>
                  ) : done ? (
                    <span className="sk-upload__done">{t('kit.ui.fileDropZone.uploaded')}</span>
                  ) : (
                    <span
                      className="sk-upload__bar"
                      role="progressbar"
                      aria-labelledby={nameId}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(upload.progress)}
                    >
                      <span className="sk-upload__fill" style={{ width: `${Math.max(0, upload.progress)}%` }} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
