import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from 'shared-kit/constants';
import type { CvProposals } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { FileDropZone, type FileUpload } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import { extractCv } from '../../api/extract-cv';
import { WelcomeReview } from './welcome-review';

// What the api takes (docs/product-rules.md#cvs-and-the-photo); it checks the bytes, this only spares a round trip.
const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A 422's text for the file, else nothing (the caller then shows SPEC's upload message). */
function fileRefusal(error: unknown): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status !== 422) return undefined;
  const body = error.response.data as { message?: unknown; errors?: { file?: unknown } } | undefined;
  const texts = body?.errors?.file;
  if (Array.isArray(texts) && typeof texts[0] === 'string') return texts[0];
  return typeof body?.message === 'string' ? body.message : undefined;
}

export type WelcomeCvStepProps = {
  /** The profile changed (a CV stored, proposals accepted): the page loads it again. */
  onProfileChanged: () => void;
};

/**
 * Step 1 of the onboarding: upload a CV, read it (`?extract=1`) and review what it proposes
 * (docs/candidate-area.md#the-onboarding).
 */
export function WelcomeCvStep({ onProfileChanged }: WelcomeCvStepProps) {
  const t = useTranslate<CandidateMessageId>();
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const [proposals, setProposals] = useState<CvProposals | null>(null);
  // A new upload starts a new review: its rows' decisions belong to the CV they came from.
  const [reviewKey, setReviewKey] = useState(0);
  const [reading, setReading] = useState(false);

  const send = async ([file]: File[]) => {
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    setReading(true);
    try {
      const answer = await extractCv(file, (progress) =>
        setUpload((now) => (now ? { ...now, progress: Math.min(progress, 99) } : now)),
      );
      // SPEC: an upload that does not answer a user failed.
      if (!answer?.user) throw new Error('no user in the answer');
      setUpload({ name: file.name, progress: 100 });
      notify.success(t('candidate.notice.cvUploaded'));
      setProposals(answer.proposals ?? null);
      setReviewKey((n) => n + 1);
      onProfileChanged();
    } catch (error) {
      const refused = fileRefusal(error);
      setUpload({ name: file.name, progress: 0, error: refused ?? t('candidate.notice.cvUploadError') });
      if (!refused) notify.error(t('candidate.notice.cvUploadError'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="candidate-welcome-cv">
      <FileDropZone
        label={t('candidate.cvs.uploadLabel')}
        hint={t('candidate.cvs.uploadHint')}
        accept={ACCEPT}
        maxBytes={UPLOAD_MAX_BYTES}
        onFiles={send}
        uploads={upload ? [upload] : []}
        disabled={reading}
      />
      <p className="candidate-welcome-cv__reading" role="status">
        {reading ? t('candidate.welcome.cv.reading') : ''}
      </p>
      {proposals && <WelcomeReview key={reviewKey} proposals={proposals} onAccepted={onProfileChanged} />}
    </div>
  );
}
