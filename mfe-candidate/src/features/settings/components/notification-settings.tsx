import { useState } from 'react';
import type { EmailSetting, EmailSettings } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Switch } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { SettingsCard } from './settings-card';
import { setEmailSetting } from '../api/set-email-setting';

const LABELS: Record<EmailSetting, CandidateMessageId> = {
  email_matchings: 'candidate.settings.notifications.matchings',
  email_notifications: 'candidate.settings.notifications.notifications',
  email_applications: 'candidate.settings.notifications.applications',
  email_newsletters: 'candidate.settings.notifications.newsletters',
  whatsapp_notifications: 'candidate.settings.notifications.whatsapp',
};
// The Record above names all five (the type checks it): its keys are the list, without loading the contracts' values.
const SETTINGS = Object.keys(LABELS) as EmailSetting[];

/** The five notification settings, each a Switch saved the moment it changes. */
export function NotificationSettings({ initial }: { initial: EmailSettings }) {
  const t = useTranslate<CandidateMessageId>();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<EmailSetting | null>(null);

  async function change(setting: EmailSetting, state: boolean) {
    setSaving(setting);
    // Shown at once; the server's answer (all five as stored) replaces it, a failure puts the old value back.
    const before = settings;
    setSettings({ ...settings, [setting]: state });
    try {
      setSettings(await setEmailSetting(setting, state));
      notify.success(translate('candidate.settings.notifications.saved' satisfies CandidateMessageId));
    } catch {
      setSettings(before);
      notify.error(translate('candidate.settings.notifications.error' satisfies CandidateMessageId));
    } finally {
      setSaving(null);
    }
  }

  return (
    <SettingsCard id="settings-notifications-heading" title={t('candidate.settings.notifications.heading')}>
      {SETTINGS.map((setting) => (
        <Switch
          key={setting}
          name={setting}
          label={t(LABELS[setting])}
          checked={settings[setting]}
          disabled={saving === setting}
          onChange={(state) => void change(setting, state)}
        />
      ))}
    </SettingsCard>
  );
}
