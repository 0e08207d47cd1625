import { useState } from 'react';
import type { CvChangeResponse } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Card } from 'shared-kit/ui';
import type { FileUpload } from 'shared-kit/ui/account';
import { CvDropZone } from '../../../components/cv-drop-zone';
import { serverMessage } from '../../../forms/server-message';
import type { CandidateMessageId } from '../../../locales';
import { uploadCv } from '../../../profile-sections/api/upload-cv';

/** The CV task inside the apply flow: one upload, as on /account/my-cvs, without leaving the job. */
export function CvTask({ onUploaded }: { onUploaded: (answer: CvChangeResponse) => void }) {
  const t = useTranslate<CandidateMessageId>();
  const [upload, setUpload] = useState<FileUpload | null>(null);

  async function send(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      const answer = await uploadCv(file, (progress) => setUpload({ name: file.name, progress }));
      // SPEC: an upload that does not answer a user failed.
      if (!answer?.user) throw new Error('no user in the answer');
      setUpload({ name: file.name, progress: 100 });
      notify.success(t('candidate.notice.cvUploaded'));
      onUploaded(answer);
    } catch (error) {
      setUpload({
        name: file.name,
        progress: 0,
        error: serverMessage(error, 'file') ?? t('candidate.notice.cvUploadError'),
      });
    }
  }

  return (
    <Card as="section" className="candidate-profile-section" aria-labelledby="candidate-apply-cv-heading">
      <h2 id="candidate-apply-cv-heading">{t('candidate.apply.tasks.cv')}</h2>
      <CvDropZone onFiles={send} uploads={upload ? [upload] : []} />
    </Card>
  );
}
