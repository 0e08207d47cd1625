import { type FormEvent, useId, useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { fieldErrors, isHttpError } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Link, useLocation } from 'shared-kit/router';
import { saveLoginTarget, startSession, useSession } from 'shared-kit/session';
import { Button, TextField } from 'shared-kit/ui';
import { NewPasswordFields } from 'shared-kit/ui/form';
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

const EMPTY = { nombre: '', apellidos: '', email: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

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
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  // Registering signs the guest in before the join is answered: the form stays until the whole step is done.
  const registering = useRef(false);
  const origin = referral ?? platform ?? 'landing';

  async function join(eventIdToJoin: number) {
    await joinEvent(eventIdToJoin, origin);
    notify.success(t('events.registration.joined'));
  }

  async function register(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage('');
    if (form.password !== form.password_confirmation) {
      setErrors({ password_confirmation: t('events.registration.passwordMismatch') });
      return;
    }
    setPending(true);
    registering.current = true;
    try {
      const data = await registerCandidate({
        nombre: form.nombre,
        apellidos: form.apellidos || null,
        email: form.email,
        password: form.password,
        password_confirmation: form.password_confirmation,
        referral_platform: platform ?? referral ?? null,
      });
      if (!startSession(data)) {
        setMessage(t('events.registration.failed'));
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
    } catch (error) {
      const body = isHttpError(error) ? error.response?.data : undefined;
      const found = fieldErrors(body);
      setErrors(found);
      // With field errors the fields say what is wrong; the message above them only when nothing else does.
      setMessage(Object.keys(found).length > 0 ? '' : serverMessage(error, t('events.registration.failed')));
    } finally {
      registering.current = false;
      setPending(false);
    }
  }

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

  const alert = message ? (
    <p role="alert" className="sk-field__error events-registration-message">
      {message}
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
        {alert}
        <Button onClick={joinNow} loading={pending}>
          {t('events.registration.join')}
        </Button>
      </div>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  return (
    <form onSubmit={register} noValidate className="events-registration">
      {alert}
      <div className="events-registration-names">
        <TextField
          id={`${id}-nombre`}
          label={t('events.registration.firstName')}
          required
          autoComplete="given-name"
          value={form.nombre}
          onChange={change('nombre')}
          error={errors.nombre}
        />
        <TextField
          id={`${id}-apellidos`}
          label={t('events.registration.lastName')}
          optional
          autoComplete="family-name"
          value={form.apellidos}
          onChange={change('apellidos')}
          error={errors.apellidos}
        />
      </div>
      <TextField
        id={`${id}-email`}
        label={t('events.registration.email')}
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={change('email')}
        error={errors.email}
      />
      <NewPasswordFields
        labels={{ password: t('events.registration.password'), repeat: t('events.registration.repeatPassword') }}
        hint={t('events.registration.passwordRules', { min: PASSWORD_MIN_LENGTH })}
        values={form}
        onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        errors={errors}
      />
      {errors.event_id && <p className="sk-field__error">{errors.event_id}</p>}
      <Button type="submit" loading={pending}>
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
