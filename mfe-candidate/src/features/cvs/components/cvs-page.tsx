import { useCallback, useRef, useState } from 'react';
import { useRequest } from 'shared-kit/http';
import { formatDate, formatFileSize, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Badge, Button, CardSection, EmptyState, Skeleton } from 'shared-kit/ui';
import type { FileUpload } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { deleteCv } from '../api/delete-cv';
import { downloadCv } from '../api/download-cv';
import { type CandidateCv, getCvs } from '../api/get-cvs';
import { highlightCv } from '../api/highlight-cv';
import { reviewCv } from '../api/review-cv';
import { serverMessage } from '../../../forms/server-message';
import { uploadCv } from '../../../profile-sections/api/upload-cv';
import { CandidateOnly } from '../../../components/candidate-only';
import { CvDropZone } from '../../../components/cv-drop-zone';
import { ConfirmDelete } from '../../../components/confirm-delete';

type CvRowProps = {
  cv: CandidateCv;
  busy: boolean;
  onHighlight: () => void;
  onDownload: () => void;
  onReview: () => void;
  onDelete: () => void;
};

function CvRow({ cv, busy, onHighlight, onDownload, onReview, onDelete }: CvRowProps) {
  const t = useTranslate<CandidateMessageId>();
  const isDefault = cv.default === 1;
  // [text, name with the CV's, action, look]; no "Make default" on the default CV.
  type Action = [CandidateMessageId, CandidateMessageId, () => void, 'secondary' | 'danger'];
  const makeDefault: Action = ['candidate.cvs.makeDefault', 'candidate.cvs.makeDefaultNamed', onHighlight, 'secondary'];
  const actions: Action[] = [
    ...(isDefault ? [] : [makeDefault]),
    ['candidate.cvs.download', 'candidate.cvs.downloadNamed', onDownload, 'secondary'],
    ['candidate.cvs.review', 'candidate.cvs.reviewNamed', onReview, 'secondary'],
    ['candidate.cvs.delete', 'candidate.cvs.deleteNamed', onDelete, 'danger'],
  ];
  return (
    <li className={isDefault ? 'sk-split candidate-cv candidate-cv--default' : 'sk-split candidate-cv'}>
      <div className="candidate-cv__about">
        <span className="candidate-cv__name">{cv.name}</span>{' '}
        {isDefault && <Badge tone="success">{t('candidate.cvs.default')}</Badge>}
        <p className="candidate-cv__details">
          {t('candidate.cvs.details', { size: formatFileSize(cv.size), date: formatDate(cv.created_at) })}
          {cv.review_requested_at && (
            <> · {t('candidate.cvs.reviewRequested', { date: formatDate(cv.review_requested_at) })}</>
          )}
        </p>
      </div>
      {/* Each button's name carries the CV's name, so a list of "Download" buttons is not ambiguous when read. */}
      <div className="sk-actions candidate-cv__actions">
        {actions.map(([text, named, onClick, variant]) => (
          <Button
            key={text}
            size="sm"
            variant={variant}
            disabled={busy}
            onClick={onClick}
            aria-label={t(named, { name: cv.name })}
          >
            {t(text)}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The candidate's CVs: upload, the list, the default, download, delete and review (docs/contracts.md#cvs-and-the-photo). */
function CandidateCvs() {
  const t = useTranslate<CandidateMessageId>();
  const load = useCallback(() => getCvs().then((answer) => answer.cvs), []);
  const request = useRequest(load);
  // The list after a change: each action answers it, so it is not fetched again.
  const [changed, setChanged] = useState<CandidateCv[] | null>(null);
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<CandidateCv | null>(null);
  // The uploads list only grows, so a file's place in it is the number of uploads started before it.
  const started = useRef(0);
  const cvs = changed ?? (request.status === 'success' ? request.data : null);

  const setUpload = (index: number, upload: Partial<FileUpload>) =>
    setUploads((all) => all.map((item, i) => (i === index ? { ...item, ...upload } : item)));

  const upload = async (files: File[]) => {
    for (const file of files) {
      const index = started.current;
      started.current += 1;
      setUploads((all) => [...all, { name: file.name, progress: 0 }]);
      try {
        const answer = await uploadCv(file, (progress) => setUpload(index, { progress }));
        // SPEC: an upload that does not answer a user failed.
        if (!answer?.user) throw new Error('no user in the answer');
        setUpload(index, { progress: 100 });
        setChanged(answer.cvs);
        notify.success(t('candidate.notice.cvUploaded'));
      } catch (error) {
        const refused = serverMessage(error, 'file');
        setUpload(index, { error: refused ?? t('candidate.notice.cvUploadError') });
        if (!refused) notify.error(t('candidate.notice.cvUploadError'));
      }
    }
  };

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify.error(serverMessage(error) ?? failure);
    } finally {
      setBusy(false);
    }
  };

  const generic = t('candidate.notice.createError');
  const highlight = (cv: CandidateCv) =>
    run(async () => {
      setChanged((await highlightCv(cv.id)).cvs);
      notify.success(t('candidate.cvs.defaultChanged', { name: cv.name }));
    }, generic);
  const download = (cv: CandidateCv) =>
    run(
      () => downloadCv(cv.id, cv.name),
      // SPEC's message whatever the cause: a blob answer carries no readable text.
      t('candidate.notice.cvDownloadError'),
    );
  const review = (cv: CandidateCv) =>
    run(async () => {
      const answer = await reviewCv(cv.id);
      // The api's sentence: where the feedback goes and when (docs/product-rules.md#cvs-and-the-photo).
      notify.success(answer.message);
      setChanged((await getCvs()).cvs);
    }, t('candidate.notice.cvReviewError'));
  const remove = (cv: CandidateCv) =>
    run(async () => {
      setDeleting(null);
      setChanged((await deleteCv(cv.id)).cvs);
      notify.success(t('candidate.cvs.deleted', { name: cv.name }));
    }, generic);

  return (
    <>
      <CardSection
        className="candidate-panel"
        headingId="candidate-cvs-upload-heading"
        heading={t('candidate.cvs.uploadHeading')}
      >
        <CvDropZone onFiles={upload} uploads={uploads} />
      </CardSection>
      <CardSection
        className="candidate-panel"
        headingId="candidate-cvs-list-heading"
        heading={t('candidate.cvs.listHeading')}
      >
        {cvs === null && request.status === 'loading' && <Skeleton height={96} label={t('candidate.cvs.loading')} />}
        {cvs === null && request.status === 'error' && (
          <AreaError title={t('candidate.cvs.loadError')} onRetry={request.retry} />
        )}
        {cvs !== null && cvs.length === 0 && (
          <EmptyState title={t('candidate.cvs.emptyTitle')} headingLevel={3}>
            <p>{t('candidate.cvs.empty')}</p>
          </EmptyState>
        )}
        {cvs !== null && cvs.length > 0 && (
          <ul className="candidate-cvs" aria-labelledby="candidate-cvs-list-heading">
            {cvs.map((cv) => (
              <CvRow
                key={cv.id}
                cv={cv}
                busy={busy}
                onHighlight={() => highlight(cv)}
                onDownload={() => download(cv)}
                onReview={() => review(cv)}
                onDelete={() => setDeleting(cv)}
              />
            ))}
          </ul>
        )}
      </CardSection>
      <ConfirmDelete
        item={deleting}
        title={t('candidate.cvs.deleteTitle')}
        text={(cv) => t('candidate.cvs.deleteText', { name: cv.name })}
        cancel={t('candidate.cvs.cancel')}
        confirm={t('candidate.cvs.deleteConfirm')}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}

/**
 * `/account/my-cvs` (docs/product-rules.md#the-my-cvs-screen): the signed-in candidate's CVs; a guest is asked to
 * log in.
 */
export function CvsPage() {
  const t = useTranslate<CandidateMessageId>();
  return (
    <CandidateOnly text="candidate.cvs.login">
      <section className="candidate-page" aria-labelledby="candidate-cvs-heading">
        <h1 id="candidate-cvs-heading">{t('candidate.cvs.heading')}</h1>
        <p className="candidate-cvs-intro">{t('candidate.cvs.intro')}</p>
        <CandidateCvs />
      </section>
    </CandidateOnly>
  );
}
