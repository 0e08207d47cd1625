import { useCallback, useRef, useState } from 'react';
import { JOB_ALERT_FREQUENCIES, MAX_JOB_ALERTS } from 'shared-kit/constants';
import { useRequest } from 'shared-kit/http';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link } from 'shared-kit/router';
import { jobsPath, loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import {
  AreaError,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  LinkButton,
  Select,
  Skeleton,
  visuallyHidden,
} from 'shared-kit/ui';
import { Switch } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { deleteJobAlert } from '../api/delete-job-alert';
import { getJobAlerts, type JobAlert, type JobAlertFrequency } from '../api/get-job-alerts';
import { serverMessage } from '../api/server-message';
import { updateJobAlert } from '../api/update-job-alert';

type RowProps = {
  alert: JobAlert;
  busy: boolean;
  onChange: (changes: { frequency?: JobAlertFrequency; paused?: boolean }) => void;
  onDelete: () => void;
};

function AlertRow({ alert, busy, onChange, onDelete }: RowProps) {
  const t = useTranslate<CandidateMessageId>();
  const frequencies = JOB_ALERT_FREQUENCIES.map((value) => ({
    value,
    label: t(`candidate.alerts.frequency.${value}`),
  }));
  return (
    <li className={alert.paused ? 'candidate-alert candidate-alert--paused' : 'candidate-alert'}>
      <div className="candidate-alert__about">
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
              <span style={visuallyHidden}>: {alert.label}</span>
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
              <span style={visuallyHidden}>: {alert.label}</span>
            </>
          }
          checked={!alert.paused}
          disabled={busy}
          onChange={(active) => onChange({ paused: !active })}
        />
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('candidate.alerts.deleteNamed', { label: alert.label })}
        >
          {t('candidate.alerts.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The candidate's job alerts: frequency, pause, delete (docs/candidate-area.md#job-alerts). */
function CandidateJobAlerts() {
  const t = useTranslate<CandidateMessageId>();
  const load = useCallback(() => getJobAlerts().then((answer) => answer.alerts), []);
  const request = useRequest(load);
  // The list after a change: each change answers the alert, so the list is not fetched again.
  const [changed, setChanged] = useState<JobAlert[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alerts = changed ?? (request.status === 'success' ? request.data : null);

  const change = async (alert: JobAlert, changes: { frequency?: JobAlertFrequency; paused?: boolean }) => {
    if (!alerts) return;
    setBusy(true);
    try {
      const answer = await updateJobAlert(alert.id, changes);
      setChanged(alerts.map((item) => (item.id === alert.id ? answer.alert : item)));
      notify.success(answer.message);
    } catch (error) {
      notify.error(serverMessage(error) ?? t('candidate.alerts.changeError'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (alert: JobAlert) => {
    if (!alerts) return;
    setDeleting(null);
    setBusy(true);
    try {
      const answer = await deleteJobAlert(alert.id);
      setChanged(alerts.filter((item) => item.id !== alert.id));
      notify.success(answer.message);
      // The row and its button are gone: the list's heading takes the focus.
      heading.current?.focus();
    } catch (error) {
      notify.error(serverMessage(error) ?? t('candidate.alerts.changeError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className="candidate-panel" aria-labelledby="candidate-alerts-list-heading">
      <h2 id="candidate-alerts-list-heading" className="sk-card-title" ref={heading} tabIndex={-1}>
        {t('candidate.alerts.listHeading')}
      </h2>
      {alerts === null && request.status === 'loading' && (
        <Skeleton height={96} label={t('candidate.alerts.loading')} />
      )}
      {alerts === null && request.status === 'error' && (
        <AreaError title={t('candidate.alerts.loadError')} onRetry={request.retry} />
      )}
      {alerts !== null && alerts.length === 0 && (
        <EmptyState
          title={t('candidate.alerts.emptyTitle')}
          headingLevel={3}
          actions={
            <LinkButton to={jobsPath()} variant="secondary">
              {t('candidate.alerts.searchJobs')}
            </LinkButton>
          }
        >
          <p>{t('candidate.alerts.empty')}</p>
        </EmptyState>
      )}
      {alerts !== null && alerts.length > 0 && (
        <>
          <p className="candidate-alerts-count">
            {t('candidate.alerts.count', { count: alerts.length, max: MAX_JOB_ALERTS })}
          </p>
          <ul className="candidate-alerts" aria-labelledby="candidate-alerts-list-heading">
            {alerts.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                busy={busy}
                onChange={(changes) => change(alert, changes)}
                onDelete={() => setDeleting(alert)}
              />
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('candidate.alerts.deleteTitle')}
        description={deleting ? t('candidate.alerts.deleteText', { label: deleting.label }) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('candidate.alerts.cancel')}
            </Button>
            <Button variant="danger" onClick={() => deleting && remove(deleting)}>
              {t('candidate.alerts.deleteConfirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

/** `/account/job-alerts` (docs/candidate-area.md#job-alerts); a guest is asked to log in. */
export function JobAlertsPage() {
  const t = useTranslate<CandidateMessageId>();
  const { isLoggedIn, type } = useSession();
  if (!isLoggedIn || type !== 'candidate') {
    return (
      <section className="candidate-page" aria-labelledby="candidate-alerts-login-heading">
        <h1 id="candidate-alerts-login-heading">{t('candidate.login.heading')}</h1>
        <p>{t('candidate.alerts.login')}</p>
        {!isLoggedIn && <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>}
      </section>
    );
  }
  return (
    <section className="candidate-page" aria-labelledby="candidate-alerts-heading">
      <h1 id="candidate-alerts-heading">{t('candidate.alerts.heading')}</h1>
      <p className="candidate-alerts-intro">{t('candidate.alerts.intro')}</p>
      <CandidateJobAlerts />
    </section>
  );
}
