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
import { fieldErrors } from '../api/field-errors';
import { serverMessage } from '../api/server-message';
import { updateJobAlert } from '../api/update-job-alert';
import { NewAlertForm } from './new-alert-form';
import { RenameDialog } from './rename-dialog';

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
function AlertRow({ alert, busy, onChange, onRename, onDelete }: RowProps) {
  const t = useTranslate<CandidateMessageId>();
  const frequencies = JOB_ALERT_FREQUENCIES.map((value) => ({
    value,
    label: t(`candidate.alerts.frequency.${value}`),
  }));
  const title = alert.name ?? alert.label;
  return (
    <li className={alert.paused ? 'candidate-alert candidate-alert--paused' : 'candidate-alert'}>
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
              <span style={visuallyHidden}>: {title}</span>
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
              <span style={visuallyHidden}>: {title}</span>
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

/** The candidate's job alerts: create, rename, frequency, pause, delete (docs/candidate-area.md#job-alerts). */
function CandidateJobAlerts() {
  const t = useTranslate<CandidateMessageId>();
  const load = useCallback(() => getJobAlerts().then((answer) => answer.alerts), []);
  const request = useRequest(load);
  // The list after a change: each change answers the alert, so the list is not fetched again.
  const [changed, setChanged] = useState<JobAlert[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const [renaming, setRenaming] = useState<JobAlert | null>(null);
  const [renameError, setRenameError] = useState<string | undefined>(undefined);
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

  /** A saved alert: a new one at the end (oldest first), the same search again in its place. */
  const saved = (alert: JobAlert) => {
    const list = alerts ?? [];
    setChanged(
      list.some((item) => item.id === alert.id)
        ? list.map((item) => (item.id === alert.id ? alert : item))
        : [...list, alert],
    );
  };

  const rename = async (alert: JobAlert, name: string) => {
    if (!alerts) return;
    setBusy(true);
    setRenameError(undefined);
    try {
      const answer = await updateJobAlert(alert.id, { name: name.trim() || null });
      setChanged(alerts.map((item) => (item.id === alert.id ? answer.alert : item)));
      setRenaming(null);
      notify.success(answer.message);
    } catch (error) {
      setRenameError(fieldErrors(error).name ?? serverMessage(error) ?? t('candidate.alerts.changeError'));
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
    <>
      <NewAlertForm onSaved={saved} />
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
                  onRename={() => {
                    setRenameError(undefined);
                    setRenaming(alert);
                  }}
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
          description={
            deleting ? t('candidate.alerts.deleteText', { label: deleting.name ?? deleting.label }) : undefined
          }
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
        <RenameDialog alert={renaming} error={renameError} onClose={() => setRenaming(null)} onRename={rename} />
      </Card>
    </>
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
