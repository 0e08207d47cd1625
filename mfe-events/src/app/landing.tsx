import type { LandingPageName } from 'shared-kit/contracts';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { LandingPage, type LandingView } from '../features/landings/components/landing-page';
import { PageView } from '../features/page-blocks/components/page-view';

/** A landing's document with the site's page blocks, its registration form block being the candidates' sign-up. */
function renderLanding({ blocks, jobs, images, registration }: LandingView) {
  const { onDone, ...form } = registration;
  return (
    <PageView
      blocks={blocks}
      data={{
        jobs,
        images,
        event: null,
        renderRegistration: ({ button_label }) => (
          <RegistrationForm {...form} submitLabel={button_label || undefined} onDone={onDone} />
        ),
      }}
    />
  );
}

/**
 * One landing page of SPEC section 2 (docs/events.md#landing-pages). Composed here, in the app layer, because its
 * parts are features of their own (the landing's data and head, the page blocks, the registration form) and a
 * feature does not import another (docs/architecture.md#import-boundaries).
 */
export function Landing({ name }: { name: LandingPageName }) {
  return <LandingPage name={name} renderPage={renderLanding} />;
}
