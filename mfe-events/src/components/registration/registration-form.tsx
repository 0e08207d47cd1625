import { useRef, useState } from 'react';
import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Link, useLocation } from 'shared-kit/router';
import { saveLoginTarget, startSession, useSession } from 'shared-kit/session';
import { Button, TextField } from 'shared-kit/ui';
import { ErrorSummary, NewPasswordFields, newPasswordRules, useForm } from 'shared-kit/ui/form';
import type { EventsMessageId } from '../../locales';
import { joinEvent } from './api/join-event';
import { registerCandidate } from './api/register-candidate';

export type RegistrationFormProps = {
  /** The landing's `{platform}` path parameter: kept as the new account's `referral_platform`. */
  platform?: string | null;
  /** The `{referral}` path parameter: the account's `referral_platform` without a platform, and the join's origin. */
  referral?: string | null;
  /** With an event: registering (or the one-click button of a signed-in candidate) also joins it. */
  eventId?: number | null;
  /** The submit button's text as the page's marketer wrote it (else the catalogue's). */
  submitLabel?: string;
  /** Called once the guest is registered (and joined to the event, with one). */
  onDone?: () => void;
};

type Values = { nombre: string; apellidos: string; email: string; password: string; password_confirmation: string };
const EMPTY: Values = { nombre: '', apellidos: '', email: '', password: '', password_confirmation: '' };

/** The server's message (said in the visitor's language), else `fallback`. */
function serverMessage(error: unknown, fallback: string): string {
  const body = isHttpError(error) ? error.response?.data : undefined;
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}

/**
 * The sign-up form of landing and event pages (docs/events.md#what-candidates-see): a guest registers as a candidate
 * keeping the platform or referral, is signed in, and, on an event's page, joins the event in the same step. A
 * signed-in candidate joins with one click; a company or admin account is told the form is for candidates.
 */
export function RegistrationForm({ platform, referral, eventId, submitLabel, onDone }: RegistrationFormProps) {
  const t = useTranslate<EventsMessageId>();
  const session = useSession();
  const location = useLocation();
  // The api's RegisterRequestSchema bounds (ACCOUNT_LIMITS) and password rule, checked before sending
  // (docs/design-system.md#useform-and-errorsummary); the email taken comes back as its 422 on `email`.
  const form = useForm<Values>({
    initial: EMPTY,
    rules: () => ({
      nombre: { label: t('events.registration.firstName'), required: true, maxLength: ACCOUNT_LIMITS.firstName },
      apellidos: { label: t('events.registration.lastName'), maxLength: ACCOUNT_LIMITS.lastName },
      email: { label: t('events.registration.email'), required: true, maxLength: ACCOUNT_LIMITS.email, email: true },
      ...newPasswordRules<Values>({
        password: t('events.registration.password'),
        repeat: t('events.registration.repeatPassword'),
      }),
    }),
    failure: () => t('events.registration.failed'),
  });
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  // Registering signs the guest in before the join is answered: the form stays until the whole step is done.
  const registering = useRef(false);
  const origin = referral ?? platform ?? 'landing';

  async function join(eventIdToJoin: number) {
    await joinEvent(eventIdToJoin, origin);
    notify.success(t('events.registration.joined'));
  }

  const register = form.submit(async (values) => {
    registering.current = true;
    try {
      const data = await registerCandidate({
        nombre: values.nombre,
        apellidos: values.apellidos || null,
        email: values.email,
        password: values.password,
        password_confirmation: values.password_confirmation,
        referral_platform: platform ?? referral ?? null,
      });
      if (!startSession(data)) {
        form.setMessage(t('events.registration.failed'));
        return;
      }
      if (eventId) {
        try {
          await join(eventId);
        } catch (error) {
          // The account exists and is signed in: what is left is the one-click join, with the reason above it.
          registering.current = false;
          setMessage(serverMessage(error, t('events.registration.joinFailed')));
          return;
        }
      } else {
        notify.success(t('events.registration.welcome'));
      }
      onDone?.();
    } finally {
      registering.current = false;
    }
  });

  async function joinNow() {
    if (!eventId) return;
    setMessage('');
    setPending(true);
    try {
      await join(eventId);
      onDone?.();
    } catch (error) {
      setMessage(serverMessage(error, t('events.registration.joinFailed')));
    } finally {
      setPending(false);
    }
  }

  // What went wrong beyond a field: the join refused, or the registration failed as a whole.
  const alert = (text: string) =>
    text ? (
      <p role="alert" className="sk-field__error events-registration-message">
        {text}
      </p>
    ) : null;

  if (session.isLoggedIn && !registering.current) {
    if (session.type !== 'candidate') {
      return <p className="events-registration-note">{t('events.registration.notCandidate')}</p>;
    }
    const joined = session.user?.virtual_events?.some((event) => event.fk_virtual_event_id === eventId) ?? false;
    if (!eventId || joined) {
      return (
        <p className="events-registration-note">
          {t(eventId ? 'events.registration.alreadyJoined' : 'events.registration.signedIn')}
        </p>
      );
    }
    return (
      <div className="events-registration">
        {alert(message)}
        <Button onClick={joinNow} loading={pending}>
          {t('events.registration.join')}
        </Button>
      </div>
    );
  }

  const eventError = form.error('event_id');
  return (
    <form ref={form.formRef} onSubmit={register} noValidate className="events-registration">
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {alert(form.message)}
      <div className="events-registration-names">
        <TextField {...form.field('nombre')} autoComplete="given-name" />
        <TextField {...form.field('apellidos')} optional autoComplete="family-name" />
      </div>
      <TextField {...form.field('email')} type="email" autoComplete="email" />
      <NewPasswordFields form={form} hint={t('events.registration.passwordRules', { min: PASSWORD_MIN_LENGTH })} />
      {eventError && <p className="sk-field__error">{eventError}</p>}
      <Button type="submit" loading={form.pending}>
        {submitLabel || t(eventId ? 'events.registration.submitAndJoin' : 'events.registration.submit')}
      </Button>
      <p className="events-registration-login">
        {t('events.registration.haveAccount')}{' '}
        <Link to="/login" onClick={() => saveLoginTarget(location.pathname + location.search)}>
          {t('events.registration.login')}
        </Link>
      </p>
    </form>
  );
}
