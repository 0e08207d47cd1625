import { useState } from 'react';
import { BLOG_MEDIA_LIMITS } from 'shared-kit/account-rules';
import { UPLOAD_MAX_BYTES } from 'shared-kit/account-rules';
import type { BlogMedia } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, TextField } from 'shared-kit/ui';
import { FileDropZone, type FileUpload } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { serverErrors } from '../../../lib/server-errors';
import { uploadAdminBlogMedia } from '../api/upload-admin-blog-media';

/**
 * The post's featured image: its description (alt text, asked before the upload since readers and search engines
 * read it) and the image, uploaded at once (POST /api/admin/blog/media), previewed, replaceable and removable.
 */
export function FeaturedImageField({
  value,
  error,
  onChange,
}: {
  value: BlogMedia | null;
  error?: string;
  onChange: (media: BlogMedia | null) => void;
}) {
  const t = useTranslate<EventsMessageId>();
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');
  const [upload, setUpload] = useState<FileUpload | null>(null);

  const send = async (file: File) => {
    if (!alt.trim()) {
      setAltError(t('events.adminBlog.editor.imageAltFirst'));
      return;
    }
    setAltError('');
    setUpload({ name: file.name, progress: 0 });
    try {
      const media = await uploadAdminBlogMedia(file, alt.trim(), (progress) =>
        setUpload({ name: file.name, progress }),
      );
      setUpload(null);
      setAlt('');
      onChange(media);
    } catch (failure) {
      const server = serverErrors(failure);
      if (server.errors.alt_text) {
        setAltError(server.errors.alt_text);
        setUpload(null);
      } else
        setUpload({
          name: file.name,
          progress: 0,
          error: server.errors.file || server.message || t('events.adminBlog.editor.imageFailed'),
        });
    }
  };

  return (
    <fieldset className="admin-fieldset admin-blog-image">
      <legend>{t('events.adminBlog.editor.image')}</legend>
      {value && (
        <figure className="admin-blog-image-current">
          <img src={value.url} alt={value.alt_text} width={value.width} height={value.height} />
          <figcaption>{t('events.adminBlog.editor.imageAltShown', { alt: value.alt_text })}</figcaption>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('events.adminBlog.editor.imageRemove')}
          </Button>
        </figure>
      )}
      <TextField
        label={value ? t('events.adminBlog.editor.imageAltNew') : t('events.adminBlog.editor.imageAlt')}
        hint={t('events.adminBlog.editor.imageAltHint')}
        value={alt}
        maxLength={BLOG_MEDIA_LIMITS.alt}
        error={altError || undefined}
        onChange={(event) => setAlt(event.target.value)}
      />
      <FileDropZone
        label={value ? t('events.adminBlog.editor.imageReplace') : t('events.adminBlog.editor.imageUpload')}
        hint={t('events.adminBlog.editor.imageHint')}
        accept="image/jpeg,image/png,image/webp"
        maxBytes={UPLOAD_MAX_BYTES}
        error={error}
        onFiles={([file]) => file && void send(file)}
        uploads={upload ? [upload] : []}
      />
    </fieldset>
  );
}
