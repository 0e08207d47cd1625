import { UPLOAD_MAX_BYTES } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { FileDropZone, type FileUpload } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../locales';

// What the api takes (docs/product-rules.md#cvs-and-the-photo): PDF and Word. It checks the bytes; this only spares a
// round trip.
const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type CvDropZoneProps = {
  /** The files chosen or dropped that passed the type and size checks. */
  onFiles: (files: File[]) => void;
  uploads: FileUpload[];
  disabled?: boolean;
};

/**
 * Where a candidate gives a CV (on /account/my-cvs, in the apply flow and in the onboarding): the same field, types
 * and size everywhere; what happens to the file is the caller's.
 */
export function CvDropZone({ onFiles, uploads, disabled }: CvDropZoneProps) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <FileDropZone
      label={t('candidate.cvs.uploadLabel')}
      hint={t('candidate.cvs.uploadHint')}
      accept={CV_ACCEPT}
      maxBytes={UPLOAD_MAX_BYTES}
      onFiles={onFiles}
      uploads={uploads}
      disabled={disabled}
    />
  );
}
