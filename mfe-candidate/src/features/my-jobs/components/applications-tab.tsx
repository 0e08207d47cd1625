import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { jobsPath } from 'shared-kit/routes';
import { useForm } from 'shared-kit/ui/form';
import { AreaError, Button, EmptyState, LinkButton, Pagination, Select, Skeleton } from 'shared-kit/ui';
import { DangerFormDialog } from '../../../components/danger-form-dialog';
import type { CandidateMessageId } from '../../../locales';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '../api/application';
import { useApplicationsPage } from '../api/get-applications';
import { withdrawApplication } from '../api/withdraw-application';
import { ApplicationStatusBadge, STATUS_LABEL } from '../../../applications/application-status';
import { JobSummary } from './job-summary';
import { pageFrom, useListQuery } from './list-query';
import { myJobsPath } from './paths';

const PATH = myJobsPath('applications');
const statusFrom = (value: string | null): ApplicationStatus | '' =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : '';
/** Withdrawing ends an application: one already withdrawn or not selected has nothing left to end. */
const canWithdraw = (application: Application) =>
  application.status !== 'withdrawn' && application.status !== 'not_selected';

/**
 * The applications (docs/candidate-area.md#my-jobs), newest first, ten per page: each job with its status, the date
 * of each change, the answers given, and Withdraw behind a confirming Dialog.
 */
export function ApplicationsTab() {
  const t = useTranslate<CandidateMessageId>();
  const { params, change, hrefWith } = useListQuery(PATH);
  const page = pageFrom(params.get('page'));
  const status = statusFrom(params.get('status'));
  const applications = useApplicationsPage(page, status);
  // Applications changed here (withdrawn), by id: shown as the api answered, until the list is read again.
  const [changed, setChanged] = useState<ReadonlyMap<number, Application>>(new Map());
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusOn, setFocusOn] = useState<string | null>(null);

  useEffect(() => {
    if (!focusOn) return;
    panel.current?.querySelector<HTMLElement>(`[data-focus="${focusOn}"]`)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const data = applications.status === 'success' ? applications.data : null;

  const withdrawn = (application: Application) => {
    setChanged((before) => new Map(before).set(application.id, application));
    setWithdrawing(null);
    // The Withdraw button is gone: focus goes to the card's history, which now ends with the withdrawal.
    setFocusOn(`history-${application.id}`);
  };

  return (
    <div className="candidate-my-jobs__panel" ref={panel}>
      <h2 ref={heading} tabIndex={-1} className="candidate-my-jobs__heading">
        {t('candidate.myJobs.applications.heading')}
      </h2>
      <div className="candidate-my-jobs__filters">
        <Select
          name="status"
          label={t('candidate.myJobs.applications.status')}
          value={status}
          placeholder={t('candidate.myJobs.applications.status.all')}
          onChange={(event) => change({ status: event.target.value, page: 1 })}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
        />
      </div>
      {applications.status === 'loading' && (
        <Skeleton height={360} label={t('candidate.myJobs.applications.loading')} />
      )}
      {applications.status === 'error' && (
        <AreaError title={t('candidate.myJobs.applications.error')} onRetry={applications.retry} />
      )}
      {data && data.applications.length === 0 && (
        <EmptyState
          title={t(status ? 'candidate.myJobs.applications.noMatchTitle' : 'candidate.myJobs.applications.emptyTitle')}
          headingLevel={3}
          actions={
            status ? (
              <Button variant="secondary" onClick={() => change({ status: '', page: 1 })}>
                {t('candidate.myJobs.applications.clear')}
              </Button>
            ) : (
              <LinkButton to={jobsPath()} variant="secondary">
                {t('candidate.myJobs.searchJobs')}
              </LinkButton>
            )
          }
        >
          <p>{t(status ? 'candidate.myJobs.applications.noMatch' : 'candidate.myJobs.applications.empty')}</p>
        </EmptyState>
      )}
      {data && data.applications.length > 0 && (
        <>
          <p className="candidate-my-jobs__count" role="status">
            {t('candidate.myJobs.applications.count', { count: data.total })}
          </p>
          <ul className="candidate-favorites candidate-my-jobs__list">
            {data.applications.map((listed) => {
              const application = changed.get(listed.id) ?? listed;
              return (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  onWithdraw={() => setWithdrawing(application)}
                />
              );
            })}
          </ul>
          <Pagination
            page={data.currentPage}
            pageCount={data.lastPage}
            hrefFor={(target) => hrefWith({ page: target })}
            onNavigate={(target) => {
              change({ page: target });
              heading.current?.focus();
            }}
            label={t('candidate.myJobs.applications.pages')}
          />
        </>
      )}
      {withdrawing && (
        <WithdrawDialog
          key={withdrawing.id}
          application={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={withdrawn}
        />
      )}
    </div>
  );
}

/** One application: the job, its status, when it was sent, its history on demand, the answers given, Withdraw. */
function ApplicationCard({ application, onWithdraw }: { application: Application; onWithdraw: () => void }) {
  const t = useTranslate<CandidateMessageId>();
  const [open, setOpen] = useState(false);
  const historyId = `candidate-application-${application.id}-history`;
  const { job } = application;
  return (
    <JobSummary job={job} badges={<ApplicationStatusBadge status={application.status} />}>
      <p className="candidate-favorite__saved">
        {t('candidate.myJobs.applications.sent', { date: formatDate(application.created_at) })}
        {application.updated_at !== application.created_at &&
          ` · ${t('candidate.myJobs.applications.updated', { date: formatDate(application.updated_at) })}`}
      </p>
      {application.cv && (
        <p className="candidate-favorite__saved">
          {t(
            application.cv.id === null
              ? 'candidate.myJobs.applications.cvSentDeleted'
              : 'candidate.myJobs.applications.cvSent',
            { name: application.cv.name },
          )}
        </p>
      )}
      {application.answers.length > 0 && (
        <>
          <h4 className="candidate-my-jobs__subheading">{t('candidate.myJobs.applications.answers')}</h4>
          <dl className="sk-facts candidate-my-jobs__answers">
            {application.answers.map((answer) => (
              <div key={answer.question_id}>
                <dt lang={job.content_lang ?? undefined}>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {open && (
        <ol id={historyId} className="candidate-my-jobs__history">
          {application.history.map((step) => (
            <li key={`${step.status}-${step.created_at}`}>
              <ApplicationStatusBadge status={step.status} />{' '}
              <time dateTime={step.created_at}>{formatDate(step.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
      <div className="candidate-my-jobs__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? historyId : undefined}
          data-focus={`history-${application.id}`}
          aria-label={t(
            open ? 'candidate.myJobs.applications.hideHistoryLabel' : 'candidate.myJobs.applications.showHistoryLabel',
            { title: job.title },
          )}
          onClick={() => setOpen((before) => !before)}
        >
          {t(open ? 'candidate.myJobs.applications.hideHistory' : 'candidate.myJobs.applications.showHistory')}
        </Button>
        {canWithdraw(application) && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('candidate.myJobs.applications.withdrawLabel', { title: job.title })}
            onClick={onWithdraw}
          >
            {t('candidate.myJobs.applications.withdraw')}
          </Button>
        )}
      </div>
    </JobSummary>
  );
}

type WithdrawDialogProps = {
  application: Application;
  onClose: () => void;
  onWithdrawn: (application: Application) => void;
};

/**
 * Withdraw, confirmed (docs/candidate-area.md#my-jobs), on the form toolkit (docs/design-system.md#useform-and-errorsummary)
 * though it has no field: every refusal the api words is said in the dialog, whichever field its 422 names (`id`:
 * already withdrawn), else its message. Mounted for one application at a time, so a refusal shown for one is never
 * shown for the next; the server's notice on success.
 */
function WithdrawDialog({ application, onClose, onWithdrawn }: WithdrawDialogProps) {
  const t = useTranslate<CandidateMessageId>();
  const formId = `candidate-withdraw-${application.id}`;
  const form = useForm<Record<string, string>>({
    id: formId,
    initial: {},
    rules: () => ({}),
    failure: () => t('candidate.myJobs.withdraw.error'),
  });
  async function confirm(event: FormEvent) {
    let answer: Application | null = null;
    await form.submit(async () => {
      const response = await withdrawApplication(application.id);
      answer = response.application;
      notify.success(response.message);
    })(event);
    if (answer) onWithdrawn(answer);
  }
  const refusals = [...form.errors.map((error) => error.text), form.message].filter(Boolean);
  return (
    <DangerFormDialog
      formId={formId}
      formRef={form.formRef}
      title={t('candidate.myJobs.withdraw.title')}
      description={t('candidate.myJobs.withdraw.text', { title: application.job.title })}
      cancel={t('candidate.myJobs.withdraw.cancel')}
      confirm={t('candidate.myJobs.withdraw.confirm')}
      pending={form.pending}
      onClose={onClose}
      onSubmit={confirm}
    >
      {refusals.length > 0 && (
        <div role="alert">
          {refusals.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </DangerFormDialog>
  );
}
