import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { AreaError, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../locales';
import { useCvFile } from './get-cv-file';

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
 * A candidate's CV file in the page (docs/company-area.md#applicants-cv-search-and-candidates): fetched as a blob
 * through the one http client (an `<iframe src>` would not carry the company's token), a PDF framed, every file
 * downloadable. `notFound` is drawn when the api refuses it (403/404: not unlocked, or someone else's).
 */
export function CvPreview({
  path,
  heading,
  notFound,
  frameClassName = 'company-cv-frame',
}: {
  /** Where the file is: `candidateCvPath` or `sentCvPath` of get-cv-file.ts. */
  path: string;
  /** Draws the title from the file's name (known once loaded). */
  heading?: (name: string) => ReactNode;
  notFound: ReactNode;
  frameClassName?: string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const file = useCvFile(path);
  const blob = file.status === 'success' ? file.data.blob : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (file.status === 'error') {
    if (isHttpError(file.error) && [403, 404].includes(file.error.response?.status ?? 0)) return <>{notFound}</>;
    return <AreaError message={t('company.candidate.cvError')} onRetry={file.retry} />;
  }
  const name = file.status === 'success' ? fileNameOf(file.data.disposition, 'cv') : '';
  // A blob: frame is a document of this origin (the CSP allows frames of blob: addresses for this only,
  // docs/security.md#security-headers-apisrcpluginssecurity-headersts): only a PDF, as the api typed it after
  // checking its bytes, is ever framed.
  const isPdf = file.status === 'success' && file.data.type.split(';')[0].trim().toLowerCase() === 'application/pdf';
  return (
    <>
      {heading?.(name)}
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
            <iframe className={frameClassName} src={url} title={t('company.candidate.cvFrame', { name })} />
          ) : (
            <p>{t('company.candidate.noPreview')}</p>
          )}
        </>
      )}
    </>
  );
}
