import { useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { SettingsCard } from './settings-card';
import { exportData } from '../api/export-data';

/** The self-service export (docs/product-rules.md#the-data-export): one button, one ZIP. */
export function DataExport() {
  const t = useTranslate<CandidateMessageId>();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      await exportData();
    } catch {
      notify.error(translate('candidate.settings.export.error' satisfies CandidateMessageId));
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsCard id="settings-export-heading" title={t('candidate.settings.export.heading')}>
      <p>{t('candidate.settings.export.text')}</p>
      <Button variant="secondary" loading={pending} onClick={() => void download()}>
        {t('candidate.settings.export.submit')}
      </Button>
    </SettingsCard>
  );
}
