import { useEffect, useRef, useState } from 'react';
import { BLOG_POST_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import { Spinner } from 'shared-kit/ui/account';
import { Tabs, TextArea } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { previewBlogMarkdown } from '../api/preview-blog-markdown';

type Preview = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; html: string; of: string };

/**
 * The article in Markdown, with Write and Preview tabs. The preview is the api's rendering (POST
 * /api/admin/blog/preview): the same Markdown and the same allow-list as saving, so what the editor sees is what
 * readers get; it is asked again only when the text changed since the last one.
 */
export function PostBodyField({
  id,
  lang,
  value,
  error,
  onChange,
}: {
  /** The text's id (the form's error summary links to it). */
  id?: string;
  /** The post's language: the text and its preview are in it. */
  lang: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslate<EventsMessageId>();
  const [tab, setTab] = useState('write');
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const show = async () => {
    if (preview.status === 'ready' && preview.of === value) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setPreview({ status: 'loading' });
    try {
      const html = await previewBlogMarkdown(value, controller.signal);
      if (!controller.signal.aborted) setPreview({ status: 'ready', html, of: value });
    } catch {
      if (!controller.signal.aborted) setPreview({ status: 'error' });
    }
  };
  const select = (id: string) => {
    setTab(id);
    if (id === 'preview') void show();
  };

  return (
    <div className="admin-blog-body">
      <Tabs
        label={t('events.adminBlog.editor.bodyTabs')}
        selected={tab}
        onSelect={select}
        tabs={[
          {
            id: 'write',
            label: t('events.adminBlog.editor.write'),
            panel: (
              <TextArea
                id={id}
                label={t('events.adminBlog.editor.body')}
                hint={t('events.adminBlog.editor.bodyHint')}
                lang={lang}
                value={value}
                rows={20}
                maxLength={BLOG_POST_LIMITS.body}
                showCount={false}
                error={error}
                className="admin-blog-markdown"
                onChange={(event) => onChange(event.target.value)}
              />
            ),
          },
          {
            id: 'preview',
            label: t('events.adminBlog.editor.preview'),
            panel: (
              <div className="admin-blog-preview" aria-busy={preview.status === 'loading'}>
                {preview.status === 'loading' && <Spinner label={t('events.adminBlog.editor.previewLoading')} />}
                {preview.status === 'error' && (
                  <p role="alert" className="admin-form-message">
                    {t('events.adminBlog.editor.previewFailed')}{' '}
                    <Button variant="link" onClick={() => void show()}>
                      {t('events.adminBlog.editor.previewRetry')}
                    </Button>
                  </p>
                )}
                {preview.status === 'ready' &&
                  (preview.html.trim() ? (
                    <div
                      className="admin-blog-preview-body"
                      lang={lang}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: the api rendered it and sanitised it with its one allow-list, as it will store it.
                      dangerouslySetInnerHTML={{ __html: preview.html }}
                    />
                  ) : (
                    <p>{t('events.adminBlog.editor.previewEmpty')}</p>
                  ))}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
