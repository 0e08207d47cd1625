import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import { FileDropZone, type FileUpload } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { uploadAdminImage } from '../api/upload-admin-image';
import { serverMessage } from '../../../lib/server-errors';

/** The builder's image field: the chosen image, and a drop zone that uploads a new one (checked and resized). */
export function ImageField({
  id,
  label,
  value,
  images,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  images: Record<string, string>;
  onChange: (fileId: number | null, url?: string) => void;
}) {
  const t = useTranslate<EventsMessageId>();
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const src = value !== null ? images[String(value)] : undefined;
  const send = async (file: File) => {
    setUpload({ name: file.name, progress: 0 });
    try {
      const image = await uploadAdminImage(file, (progress) => setUpload({ name: file.name, progress }));
      setUpload({ name: file.name, progress: 100 });
      onChange(image.file_id, image.url);
    } catch (error) {
      setUpload({
        name: file.name,
        progress: 0,
        error: serverMessage(error) || t('events.admin.builder.uploadFailed'),
      });
    }
  };
  return (
    <div className="admin-image-field" id={id}>
      {src && <img className="admin-image-field-preview" src={src} alt={t('events.admin.builder.currentImage')} />}
      {value !== null && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          {t('events.admin.builder.removeImage')}
        </Button>
      )}
      <FileDropZone
        label={label}
        accept="image/jpeg,image/png,image/webp"
        maxBytes={8 * 1024 * 1024}
        onFiles={([file]) => file && void send(file)}
        uploads={upload ? [upload] : []}
      />
    </div>
  );
}
