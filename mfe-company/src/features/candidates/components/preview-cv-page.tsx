import { useEffect, useMemo } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { Link, useParams } from 'shared-kit/router';
import { AreaError, NotFound, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { useCvFile } from '../api/get-cv-file';

/** The file name the api gives in Content-Disposition, else a plain one. */
function fileNameOf(disposition: string, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/**
 * `/company/previewCV/:candidateId/:cvId`: a CV of a candidate the company unlocked or who applied. A PDF is shown
 * in the page; every file can be downloaded. The api answers 404 for any other.
 */
export function PreviewCvPage() {
  const { candidateId, cvId } = useParams();
  const candidate = Number(candidateId);
  const cv = Number(cvId);
  if (!Number.isInteger(candidate) || candidate < 1 || !Number.isInteger(cv) || cv < 1) return <NotFound />;
  return <PreviewCv candidateId={candidate} cvId={cv} />;
}

function PreviewCv({ candidateId, cvId }: { candidateId: number; cvId: number }) {
  const t = useTranslate<CompanyMessageId>();
  const file = useCvFile(candidateId, cvId);
  const blob = file.status === 'success' ? file.data.blob : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (file.status === 'error') {
    if (isHttpError(file.error) && [403, 404].includes(file.error.response?.status ?? 0)) return <NotFound />;
    return <AreaError message={t('company.candidate.cvError')} onRetry={file.retry} />;
  }
  const name = file.status === 'success' ? fileNameOf(file.data.disposition, `cv-${cvId}`) : '';
  // A blob: frame is a document of this origin (the CSP allows frames of blob: addresses for this only,
  // docs/security.md#security-headers-apisrcpluginssecurity-headersts): only a PDF, as the api typed it after
  // checking its bytes, is ever framed.
  const isPdf = file.status === 'success' && file.data.type.split(';')[0].trim().toLowerCase() === 'application/pdf';
  return (
    <section className="company-page company-cv-preview" aria-labelledby="cv-preview-heading">
      <p>
        <Link to={`/company/candidate/${candidateId}/unlocked`}>{t('company.candidate.backToProfile')}</Link>
      </p>
      <h1 id="cv-preview-heading">{name || t('company.candidate.cvTitle')}</h1>
      {file.status === 'loading' || !url ? (
        <Skeleton height={600} label={t('company.candidate.cvLoading')} />
      ) : (
        <>
          <p>
            {/* A blob address, not a route: a plain link with `download` (LinkButton goes through the router). */}
            <a href={url} download={name}>
              {t('company.candidate.download', { name })}
            </a>
          </p>
          {isPdf ? (
            <iframe className="company-cv-frame" src={url} title={t('company.candidate.cvFrame', { name })} />
          ) : (
            <p>{t('company.candidate.noPreview')}</p>
          )}
        </>
      )}
    </section>
  );
}
