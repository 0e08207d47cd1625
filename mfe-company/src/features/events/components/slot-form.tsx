import { type FormEvent, useState } from 'react';
import type { CareerEvent } from 'shared-kit/contracts';
import { languageName } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Select, TextField } from 'shared-kit/ui';
import { DateInput } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { createSlot } from '../api/create-slot';
import { refusalOf } from '../../../lib/refusal';

const DURATIONS = [15, 20, 30, 45, 60, 90];

/** `yyyy-mm-dd` of an instant in a zone (en-CA writes dates that way). */
const dayIn = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

/**
 * Offers a slot: one of the event's languages, a day of the event and a time, both in the event's zone (the api reads
 * the wall time there), a duration and how many candidates it takes. The api's refusals show on their fields.
 */
export function SlotForm({ event, onCreated }: { event: CareerEvent; onCreated: () => void }) {
  const t = useTranslate<CompanyMessageId>();
  const first = dayIn(event.starts_at, event.time_zone);
  const last = dayIn(event.ends_at, event.time_zone);
  const [language, setLanguage] = useState(event.languages.length === 1 ? String(event.languages[0].id) : '');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState('30');
  const [capacity, setCapacity] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const missing: Record<string, string> = {};
    if (!language) missing.language_id = t('company.events.form.languageMissing');
    if (!day) missing.starts_at = t('company.events.form.dayMissing');
    else if (!time) missing.time = t('company.events.form.timeMissing');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    try {
      await createSlot(event.id, {
        language_id: Number(language),
        starts_at: `${day}T${time}`,
        duration_minutes: Number(duration),
        capacity: Number(capacity),
      });
      notify.success(t('company.events.form.created'));
      onCreated();
    } catch (error) {
      const refused = refusalOf(error);
      setErrors(refused?.errors ?? {});
      if (!refused || Object.keys(refused.errors).length === 0) {
        notify.error(refused?.message || t('company.events.form.failed'));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="company-form company-slot-form" onSubmit={submit} noValidate>
      <Select
        label={t('company.events.form.language')}
        value={language}
        onChange={(change) => setLanguage(change.target.value)}
        options={event.languages.map((each) => ({
          value: String(each.id),
          label: languageName(each, currentLocale()),
        }))}
        placeholder={t('company.events.form.languagePlaceholder')}
        error={errors.language_id}
        required
      />
      <DateInput
        label={t('company.events.form.day')}
        value={day}
        onChange={setDay}
        min={first}
        max={last}
        error={errors.starts_at}
        required
      />
      <TextField
        label={t('company.events.form.time')}
        hint={t('company.events.form.timeHint', { zone: event.time_zone })}
        type="time"
        value={time}
        onChange={(change) => setTime(change.target.value)}
        error={errors.time}
        required
      />
      <Select
        label={t('company.events.form.duration')}
        value={duration}
        onChange={(change) => setDuration(change.target.value)}
        options={DURATIONS.map((minutes) => ({
          value: String(minutes),
          label: t('company.events.form.minutes', { minutes }),
        }))}
        error={errors.duration_minutes}
      />
      <TextField
        label={t('company.events.form.capacity')}
        hint={t('company.events.form.capacityHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={capacity}
        onChange={(change) => setCapacity(change.target.value)}
        error={errors.capacity}
        required
      />
      <div className="company-actions">
        <Button type="submit" loading={pending}>
          {t('company.events.form.submit')}
        </Button>
      </div>
    </form>
  );
}
