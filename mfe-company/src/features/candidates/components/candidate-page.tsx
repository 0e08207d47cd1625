import { useState } from 'react';
import { formatCount, translate, useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Link, Navigate, useNavigate, useParams } from 'shared-kit/router';
import { AreaError, Avatar, Badge, Button, Card, LinkButton, NotFound, Skeleton } from 'shared-kit/ui';
import { CandidateCvs, ContactFacts } from '../../../candidate-profile/contact';
import { placeOf } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import { useCandidate } from '../api/get-candidate';
import type { CandidateView, UnlockedCandidate } from '../api/types';
import { unlockCandidate } from '../api/unlock-candidate';
import { CandidateFacts, candidateTitle } from './candidate-facts';

/**
 * `/company/candidate/:id/locked` and `/unlocked`: one candidate of CV search. The api says which view the company
 * may see; the other address redirects to it, so a bookmark of either always lands on the right one.
 */
export function CandidatePage({ view }: { view: 'locked' | 'unlocked' }) {
  const { id } = useParams();
  const candidateId = Number(id);
  if (!Number.isInteger(candidateId) || candidateId < 1) return <NotFound />;
  // Keyed by the view: after an unlock the other address loads the profile afresh (now with the contact details).
  return <Candidate key={view} id={candidateId} view={view} />;
}

function Candidate({ id, view }: { id: number; view: 'locked' | 'unlocked' }) {
  const t = useTranslate<CompanyMessageId>();
  const request = useCandidate(id);

  if (request.status === 'loading') return <Skeleton height={480} label={t('company.candidate.loading')} />;
  if (request.status === 'error') {
    if (isHttpError(request.error) && request.error.response?.status === 404) return <NotFound />;
    return <AreaError message={t('company.candidate.error')} onRetry={request.retry} />;
  }
  const data = request.data;
  const wanted = data.unlocked ? 'unlocked' : 'locked';
  if (wanted !== view) return <Navigate to={`/company/candidate/${id}/${wanted}`} replace />;
  return data.unlocked ? <UnlockedView data={data} /> : <LockedView data={data} />;
}

function LockedView({ data }: { data: CandidateView }) {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const { candidate, balances } = data;
  const [pending, setPending] = useState(false);
  const [noCredits, setNoCredits] = useState('');
  const place = placeOf(candidate);

  async function unlock() {
    setPending(true);
    setNoCredits('');
    try {
      await unlockCandidate(candidate.id);
      notify.success(translate('company.candidate.unlockedNotice' satisfies CompanyMessageId));
      navigate(`/company/candidate/${candidate.id}/unlocked`, { replace: true });
    } catch (error) {
      const body = isHttpError(error)
        ? (error.response?.data as { message?: string; errors?: Record<string, string[]> })
        : null;
      const credits = body?.errors?.cv_credits?.[0];
      if (credits) setNoCredits(credits);
      else notify.error(body?.message || translate('company.candidate.unlockError' satisfies CompanyMessageId));
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="company-page company-candidate" aria-labelledby="candidate-heading">
      <p>
        <Link to="/company/cvsearch">{t('company.candidate.back')}</Link>
      </p>
      <h1 id="candidate-heading">{candidateTitle(candidate, t)}</h1>
      {place && <p className="company-applicant__job">{place}</p>}
      <Card as="section" className="company-unlock" aria-labelledby="unlock-heading">
        <h2 id="unlock-heading">{t('company.candidate.lockedHeading')}</h2>
        <p>{t('company.candidate.lockedText')}</p>
        <p>{t('company.candidate.cost', { count: balances.cv, total: formatCount(balances.cv) })}</p>
        {noCredits ? (
          <div role="alert" className="company-unlock__alert">
            <p>{noCredits}</p>
            <LinkButton to="/company/services">{t('company.cvSearch.buyCredits')}</LinkButton>
          </div>
        ) : (
          <Button loading={pending} onClick={() => void unlock()}>
            {t('company.candidate.unlock')}
          </Button>
        )}
      </Card>
      <CandidateFacts candidate={candidate} headingLevel={2} />
    </article>
  );
}

function UnlockedView({ data }: { data: CandidateView }) {
  const t = useTranslate<CompanyMessageId>();
  const candidate = data.candidate as UnlockedCandidate;
  const place = placeOf(candidate);
  return (
    <article className="company-page company-candidate" aria-labelledby="candidate-heading">
      <p>
        <Link to="/company/cvsearch">{t('company.candidate.back')}</Link>
      </p>
      <div className="company-applicant__head">
        <Avatar name={candidate.name} src={candidate.photo ?? undefined} size="lg" decorative />
        <div>
          <h1 id="candidate-heading">{candidate.name}</h1>
          {candidate.headline && <p className="company-applicant__headline">{candidate.headline}</p>}
          {place && <p className="company-applicant__job">{place}</p>}
          <p>
            <Badge tone="success">
              {data.via === 'application' ? t('company.candidate.viaApplication') : t('company.candidate.viaUnlock')}
            </Badge>
          </p>
        </div>
      </div>
      <Card as="section" aria-labelledby="candidate-contact">
        <h2 id="candidate-contact">{t('company.candidate.contact')}</h2>
        <ContactFacts candidate={candidate} />
      </Card>
      <Card as="section" aria-labelledby="candidate-cvs">
        <h2 id="candidate-cvs">{t('company.candidate.cvs')}</h2>
        <CandidateCvs candidateId={candidate.id} cvs={candidate.cvs} />
      </Card>
      {candidate.presentation_letter_html && (
        <Card as="section" aria-labelledby="candidate-letter">
          <h2 id="candidate-letter">{t('company.candidate.letter')}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the api's sanitised rich text (bold, italic, lists, paragraphs). */}
          <div className="company-letter" dangerouslySetInnerHTML={{ __html: candidate.presentation_letter_html }} />
        </Card>
      )}
      <CandidateFacts candidate={candidate} headingLevel={2} />
    </article>
  );
}
