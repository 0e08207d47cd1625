import { JOB_ALERT_FREQUENCIES } from 'shared-kit/account-rules';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge, Button, Select } from 'shared-kit/ui';
import { Switch } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import type { JobAlert, JobAlertFrequency } from '../api/get-job-alerts';

type RowProps = {
  alert: JobAlert;
  busy: boolean;
  onChange: (changes: { frequency?: JobAlertFrequency; paused?: boolean }) => void;
  onRename: () => void;
  onDelete: () => void;
};

/**
 * One alert: its name (when it has one) over its search in words, which links to the search's results; when it
 * was saved; how often, on or paused, rename, delete.
 */
export function AlertRow({ alert, busy, onChange, onRename, onDelete }: RowProps) {
  const t = useTranslate<CandidateMessageId>();
  const frequencies = JOB_ALERT_FREQUENCIES.map((value) => ({
    value,
    label: t(`candidate.alerts.frequency.${value}`),
  }));
  const title = alert.name ?? alert.label;
  return (
    <li className={alert.paused ? 'sk-split candidate-alert candidate-alert--paused' : 'sk-split candidate-alert'}>
      <div className="candidate-alert__about">
        {alert.name && (
          <p className="candidate-alert__name">
            <strong>{alert.name}</strong>
          </p>
        )}
        <Link to={alert.path} className="candidate-alert__label">
          {alert.label}
        </Link>{' '}
        {alert.paused && <Badge tone="neutral">{t('candidate.alerts.pausedBadge')}</Badge>}
        <p className="candidate-alert__details">
          {t('candidate.alerts.savedOn', { date: formatDate(alert.created_at) })}
        </p>
      </div>
      {/* Each control's name carries the search, so a list of "How often" controls is not ambiguous when read. */}
      <div className="candidate-alert__controls">
        <Select
          label={
            <>
              {t('candidate.alerts.frequencyLabel')}
              <span className="sk-visually-hidden">: {title}</span>
            </>
          }
          value={alert.frequency}
          options={frequencies}
          disabled={busy}
          onChange={(event) => onChange({ frequency: event.target.value as JobAlertFrequency })}
        />
        <Switch
          label={
            <>
              {t('candidate.alerts.active')}
              <span className="sk-visually-hidden">: {title}</span>
            </>
          }
          checked={!alert.paused}
          disabled={busy}
          onChange={(active) => onChange({ paused: !active })}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={onRename}
          aria-label={t('candidate.alerts.renameNamed', { label: title })}
        >
          {t('candidate.alerts.rename')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('candidate.alerts.deleteNamed', { label: title })}
        >
          {t('candidate.alerts.delete')}
        </Button>
      </div>
    </li>
  );
}
