import { useCallback, useRef, useState } from 'react';
import { MAX_JOB_ALERTS } from 'shared-kit/account-rules';
import { useRequest } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { jobsPath } from 'shared-kit/routes';
import { AreaError, Card, EmptyState, LinkButton, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { deleteJobAlert } from '../api/delete-job-alert';
import { getJobAlerts, type JobAlert, type JobAlertFrequency } from '../api/get-job-alerts';
import type { JobAlertResponse } from 'shared-kit/contracts';
import { serverMessage } from '../api/server-message';
import { updateJobAlert } from '../api/update-job-alert';
import { AlertRow } from './alert-row';
import { NewAlertForm } from './new-alert-form';
import { RenameDialog } from './rename-dialog';
import { CandidateOnly } from '../../../components/candidate-only';
import { ConfirmDelete } from '../../../components/confirm-delete';

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

  /** The rename dialog's answer: the alert in its place, the dialog closed, the api's notice. */
  const renamed = (answer: JobAlertResponse) => {
    setChanged((alerts ?? []).map((item) => (item.id === answer.alert.id ? answer.alert : item)));
    setRenaming(null);
    notify.success(answer.message);
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
      {/* The list first: a candidate with alerts comes to manage them; the form follows (and a phone shows the
          alerts without scrolling past it). */}
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
                  onRename={() => setRenaming(alert)}
                  onDelete={() => setDeleting(alert)}
                />
              ))}
            </ul>
          </>
        )}
        <ConfirmDelete
          item={deleting}
          title={t('candidate.alerts.deleteTitle')}
          text={(alert) => t('candidate.alerts.deleteText', { label: alert.name ?? alert.label })}
          cancel={t('candidate.alerts.cancel')}
          confirm={t('candidate.alerts.deleteConfirm')}
          onClose={() => setDeleting(null)}
          onConfirm={remove}
        />
        {renaming && (
          <RenameDialog key={renaming.id} alert={renaming} onClose={() => setRenaming(null)} onRenamed={renamed} />
        )}
      </Card>
      <NewAlertForm onSaved={saved} />
    </>
  );
}

/** `/account/job-alerts` (docs/candidate-area.md#job-alerts); a guest is asked to log in. */
export function JobAlertsPage() {
  const t = useTranslate<CandidateMessageId>();
  return (
    <CandidateOnly text="candidate.alerts.login">
      <section className="candidate-page" aria-labelledby="candidate-alerts-heading">
        <h1 id="candidate-alerts-heading">{t('candidate.alerts.heading')}</h1>
        <p className="candidate-alerts-intro">{t('candidate.alerts.intro')}</p>
        <CandidateJobAlerts />
      </section>
    </CandidateOnly>
  );
}
