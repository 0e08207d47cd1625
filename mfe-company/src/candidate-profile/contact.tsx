import type { CompanyCandidateCv } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import { Link } from 'shared-kit/router';
import type { CompanyMessageId } from '../locales';

type Contact = { email: string | null; phone: string | null; linkedin: string | null; website: string | null };

/** How to reach a candidate the company may contact (unlocked, or an applicant): each detail that is known. */
export function ContactFacts({ candidate }: { candidate: Contact }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <dl className="sk-facts company-facts">
      {candidate.email && (
        <div>
          <dt>{t('company.candidate.email')}</dt>
          <dd>
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </dd>
        </div>
      )}
      {candidate.phone && (
        <div>
          <dt>{t('company.candidate.phone')}</dt>
          <dd>
            <a href={`tel:${candidate.phone}`}>{candidate.phone}</a>
          </dd>
        </div>
      )}
      {candidate.linkedin && (
        <div>
          <dt>LinkedIn</dt>
          <dd>
            <a href={candidate.linkedin} rel="noopener noreferrer" target="_blank">
              {candidate.linkedin}
            </a>
          </dd>
        </div>
      )}
      {candidate.website && (
        <div>
          <dt>{t('company.candidate.website')}</dt>
          <dd>
            <a href={candidate.website} rel="noopener noreferrer" target="_blank">
              {candidate.website}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** A contactable candidate's CVs, each opening its preview; the default one marked. */
export function CandidateCvs({ candidateId, cvs }: { candidateId: number; cvs: CompanyCandidateCv[] }) {
  const t = useTranslate<CompanyMessageId>();
  if (cvs.length === 0) return <p>{t('company.candidate.noCvs')}</p>;
  return (
    <ul className="sk-plain-list company-plain-list">
      {cvs.map((cv) => (
        <li key={cv.id}>
          <Link to={`/company/previewCV/${candidateId}/${cv.id}`}>{cv.name}</Link>{' '}
          {cv.default && <Badge>{t('company.candidate.defaultCv')}</Badge>}
        </li>
      ))}
    </ul>
  );
}
