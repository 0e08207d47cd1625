import { useRef, useState } from 'react';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Avatar, Button } from 'shared-kit/ui';
import { type FileUpload, ImageDropZone } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import { deletePhoto } from '../../api/delete-photo';
import { uploadPhoto } from '../../api/upload-photo';
import { type ProfileSectionProps, withCandidate } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';

const SECTION_ID = 'photo';

/** What the api said about a refused photo: the 422's text on `file`, else its message; nothing for a 5xx. */
function refusal(error: unknown): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const texts = body?.errors?.file;
  if (Array.isArray(texts) && typeof texts[0] === 'string' && texts[0]) return texts[0];
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/**
 * The candidate's photo (docs/candidate-area.md#photo): shown from its 128 px variant, replaced by choosing or
 * dropping an image, removed with one button. Each change saves at once, so the section has no form to open.
 */
export function PhotoSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  const photo = user.candidate.static_path_photo_128 ?? user.candidate.full_path_foto;
  const name = [user.nombre, user.apellidos].filter(Boolean).join(' ') || user.email;
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [removing, setRemoving] = useState(false);
  const section = useRef<HTMLDivElement>(null);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    // One photo at a time: the row shows this upload only.
    setUploads([{ name: file.name, progress: 0 }]);
    try {
      const answer = await uploadPhoto(file, (progress) => setUploads([{ name: file.name, progress }]));
      setUploads([{ name: file.name, progress: 100 }]);
      onChange(withCandidate(profile, answer.candidate));
      notify.success(t('candidate.profile.photo.saved'));
    } catch (error) {
      const refused = refusal(error);
      setUploads([{ name: file.name, progress: 0, error: refused ?? t('candidate.profile.photo.error') }]);
      if (!refused) notify.error(t('candidate.profile.photo.error'));
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await deletePhoto();
      setUploads([]);
      onChange(withCandidate(profile, answer.candidate));
      notify.success(t('candidate.profile.photo.removed'));
      // The Remove button is gone with the photo: focus goes to the button that chooses a new one.
      setTimeout(() => section.current?.querySelector<HTMLElement>('button')?.focus(), 0);
    } catch {
      notify.error(t('candidate.profile.photo.removeError'));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.photo.title')}
      description={t('candidate.profile.photo.description')}
      view={
        <div className="candidate-personal-photo" ref={section}>
          <Avatar
            name={photo ? t('candidate.profile.photo.alt', { name }) : name}
            src={photo}
            size="lg"
            className="candidate-personal-photo__avatar"
          />
          <div className="candidate-personal-photo__actions">
            <ImageDropZone
              label={photo ? t('candidate.profile.photo.replace') : t('candidate.profile.photo.upload')}
              hint={t('candidate.profile.photo.hint')}
              onFiles={upload}
              uploads={uploads}
            />
            {photo && (
              <Button variant="secondary" size="sm" loading={removing} onClick={remove}>
                {t('candidate.profile.photo.remove')}
              </Button>
            )}
          </div>
        </div>
      }
    />
  );
}
