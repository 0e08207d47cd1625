import { useCallback, useEffect } from 'react';
import type { LandingPageName, PublicPage } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { useNavigate, useParams } from 'shared-kit/router';
import { homePath, INDEX, jobsPath, notFoundPage } from 'shared-kit/routes';
import { AreaError, applyHead, EmptyState, LinkButton, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { preloadRegistrationForm, RegistrationForm } from '../../../components/registration/lazy-registration-form';
import type { EventsMessageId } from '../../../locales';
import { useLandingEvent } from '../api/get-landing-event';
import { useLandingPage } from '../api/get-landing-page';
import { afterRegistrationPath, landingEventId } from '../lib/landing-kinds';
import { LandingView } from './landing-view';

function LandingSkeleton() {
  const t = useTranslate<EventsMessageId>();
  return (
    <div className="events-landing-skeleton">
      <Skeleton height={240} label={t('events.landing.loading')} />
      <Skeleton height={160} label={t('events.landing.loading')} />
    </div>
  );
}

/** A landing that is not published (or not there at all): a way on instead of a blank screen. */
function LandingMissing() {
  const t = useTranslate<EventsMessageId>();
  // Not indexed, as the site's not-found page; `t` reads the kit's page titles too.
  useEffect(() => applyHead(notFoundPage((id) => t(id as EventsMessageId))), [t]);
  return (
    <section className="events-landing-missing" aria-labelledby="events-landing-missing">
      <h1 id="events-landing-missing">{t('events.landing.missing.title')}</h1>
      <EmptyState
        title={t('events.landing.missing.subtitle')}
        actions={
          <>
            <LinkButton to={jobsPath()}>{t('events.landing.missing.jobs')}</LinkButton>
            <LinkButton to={homePath()} variant="secondary">
              {t('events.landing.missing.home')}
            </LinkButton>
          </>
        }
      >
        <p>{t('events.landing.missing.text')}</p>
      </EmptyState>
    </section>
  );
}

/**
 * One landing page of docs/product-rules.md#route-list (docs/events.md#landing-pages): the published page `landing:{name}` a marketer
 * built in the page builder, with its jobs and images, its own head, and a sign-up that keeps the `{platform}` or
 * `{referral}` of the path as the account's referral platform. No navbar and footer (the route table's `chrome`).
 */
export function LandingPage({ name }: { name: LandingPageName }) {
  const t = useTranslate<EventsMessageId>();
  const navigate = useNavigate();
  const params = useParams();
  const platform = params.platform ?? null;
  const referral = params.referral ?? null;
  // The form's chunk downloads beside the page's data (docs/delivery.md#the-guard).
  preloadRegistrationForm();
  const request = useLandingPage(name);
  const eventId = landingEventId(name);
  const event = useLandingEvent(eventId);
  // An answer without a page (never from the api) is shown as a missing page rather than breaking the screen.
  const page: PublicPage | null = request.status === 'success' ? (request.data.page ?? null) : null;
  const missing =
    (request.status === 'success' && !page) ||
    (request.status === 'error' && isHttpError(request.error) && request.error.response?.status === 404);

  // The page's own head, said again whenever `t` changes: the shell says the page table's head again after a catalogue
  // load or a language switch, and must not stay over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is the trigger described above.
  useEffect(() => {
    if (!page) return;
    applyHead({ title: page.title, description: page.description, robots: INDEX, canonical: page.canonical });
  }, [page, t]);

  const pageBlocks = page?.blocks;
  const onDone = useCallback(() => {
    navigate(afterRegistrationPath(name, pageBlocks ?? []));
  }, [navigate, name, pageBlocks]);

  // The server's first HTML of this landing stays until the page is here (it is the same page, inside the area's
  // wrapper: mfe-events' server module renders this LandingView), else a skeleton.
  if (request.status === 'loading') return <ServerMarkup select=".events-area" fallback={<LandingSkeleton />} />;
  if (missing) return <LandingMissing />;
  if (request.status === 'error' || !page)
    return <AreaError title={t('events.landing.error')} onRetry={request.retry} />;
  return (
    <LandingView
      name={name}
      page={page}
      referral={referral}
      data={{
        event: event.status === 'success' ? event.data : null,
        renderRegistration: ({ button_label }) => (
          <RegistrationForm
            platform={platform}
            referral={referral}
            eventId={eventId}
            submitLabel={button_label || undefined}
            onDone={onDone}
          />
        ),
      }}
    />
  );
}
