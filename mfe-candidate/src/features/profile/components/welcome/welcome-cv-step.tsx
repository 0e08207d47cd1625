import { useEffect, useState } from 'react';
import type { CandidateProfileResponse, CvProposal } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import type { FileUpload } from 'shared-kit/ui/account';
import { CvDropZone } from '../../../../components/cv-drop-zone';
import type { CandidateMessageId } from '../../../../locales';
import { extractCv } from '../../api/extract-cv';
import { usePendingCvProposals } from '../../api/get-cv-proposals';
import { CvProposalsReview } from '../cv-proposals/cv-proposals-review';

/** A 422's text for the file, else nothing (the caller then shows SPEC's upload message). */
function fileRefusal(error: unknown): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status !== 422) return undefined;
  const body = error.response.data as { message?: unknown; errors?: { file?: unknown } } | undefined;
  const texts = body?.errors?.file;
  if (Array.isArray(texts) && typeof texts[0] === 'string') return texts[0];
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** One CV's review: what it proposes, and for a fresh upload whether it had text at all. */
type Review = { cvId: number; items: CvProposal[]; textFound: boolean; message: string | null; fresh: boolean };

export type WelcomeCvStepProps = {
  /** A CV was stored: the page loads the profile again. */
  onProfileChanged: () => void;
  /** Proposals were accepted: the profile as the api answered it. */
  onProfile: (profile: CandidateProfileResponse) => void;
};

/**
 * Step 1 of the onboarding: upload a CV, read it (`?extract=1`) and review what it proposes
 * (docs/candidate-area.md#the-onboarding). What is not decided yet is kept with the CV by the api, so a reload (or
 * coming back later) shows it again.
 */
export function WelcomeCvStep({ onProfileChanged, onProfile }: WelcomeCvStepProps) {
  const t = useTranslate<CandidateMessageId>();
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [reading, setReading] = useState(false);
  const pending = usePendingCvProposals();
  const kept = pending.status === 'success' ? pending.data.cvs : null;
  useEffect(() => {
    if (!kept) return;
    // What earlier visits left to decide; a CV uploaded meanwhile keeps its fresh review first.
    setReviews((now) => [
      ...now,
      ...kept
        .filter((cv) => !now.some((review) => review.cvId === cv.cv_id))
        .map((cv) => ({ cvId: cv.cv_id, items: cv.items, textFound: true, message: null, fresh: false })),
    ]);
  }, [kept]);

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
      const { proposals } = answer;
      if (proposals) {
        const review = {
          cvId: proposals.cv_id,
          items: proposals.items,
          textFound: proposals.text_found,
          message: proposals.message,
          fresh: true,
        };
        // A CV read again (the same file) replaces its own review; the newest comes first.
        setReviews((now) => [review, ...now.filter((one) => one.cvId !== review.cvId)]);
      }
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
      <CvDropZone onFiles={send} uploads={upload ? [upload] : []} disabled={reading} />
      <p className="candidate-welcome-cv__reading" role="status">
        {reading ? t('candidate.welcome.cv.reading') : ''}
      </p>
      {reviews.map((review) => (
        <CvProposalsReview
          // A new upload of the same CV starts a new review: its rows' decisions belong to that reading.
          key={`${review.cvId}-${review.fresh ? (review.items[0]?.id ?? 'none') : 'kept'}`}
          cvId={review.cvId}
          items={review.items}
          textFound={review.textFound}
          message={review.message}
          focusOnShow={review.fresh}
          onDecided={onProfile}
        />
      ))}
    </div>
  );
}
