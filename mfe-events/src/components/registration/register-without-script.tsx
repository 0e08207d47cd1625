import { useTranslate } from 'shared-kit/i18n';
import { Button, HiddenFields } from 'shared-kit/ui';
import type { EventsMessageId } from '../../locales';

export type RegisterWithoutScriptProps = {
  referral: string | null;
  platform: string | null;
  /** The block's own button label; else the registration form's, for or without an event. */
  submitLabel?: string;
  withEvent: boolean;
};

/**
 * The sign-up as the server's first HTML shows it (docs/pages.md#first-html-of-built-pages): before any script, a
 * form that opens the register page keeping the path's referral and platform. The browser's render puts the real
 * form (RegistrationForm) in its place, with the same button.
 */
export function RegisterWithoutScript({ referral, platform, submitLabel, withEvent }: RegisterWithoutScriptProps) {
  const t = useTranslate<EventsMessageId>();
  return (
    <form className="events-page__register-form" method="get" action="/register">
      <HiddenFields name="referral" values={referral ? [referral] : []} />
      <HiddenFields name="platform" values={platform ? [platform] : []} />
      <Button type="submit">
        {submitLabel || t(withEvent ? 'events.registration.submitAndJoin' : 'events.registration.submit')}
      </Button>
    </form>
  );
}
