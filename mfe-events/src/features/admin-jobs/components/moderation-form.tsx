import { type FormEvent, useRef, useState } from 'react';
import { JOB_MODERATION_CATEGORIES, JOB_MODERATION_REASON_MAX } from 'shared-kit/account-rules';
import type { AdminJob, JobModerationCategory } from 'shared-kit/contracts';
import { type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button } from 'shared-kit/ui';
import { RadioGroup, TextArea } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { serverErrors } from '../../../lib/server-errors';
import { moderateAdminJob } from '../api/moderate-admin-job';

/**
 * Close a job by moderation (a category and the reason its company reads) or, once closed, reopen it to the state it
 * had, with an optional note for the record (docs/events.md#moderating-jobs). What is missing is the api's 422, shown
 * on its field: the rule lives once, on the server.
 */
export function ModerationForm({ job, onDone }: { job: AdminJob; onDone: (job: AdminJob) => void }) {
  const t = useTranslate<EventsMessageId | KitMessageId>();
  const closing = job.status !== 'moderated';
  const [category, setCategory] = useState<JobModerationCategory | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage('');
    setBusy(true);
    try {
      const next = await moderateAdminJob(
        job.id,
        closing
          ? { action: 'close', ...(category ? { category } : {}), reason }
          : { action: 'reopen', ...(reason.trim() ? { reason } : {}) },
      );
      notify.success(t(closing ? 'events.adminJobs.form.closedNotice' : 'events.adminJobs.form.reopenedNotice'));
      setCategory(null);
      setReason('');
      onDone(next);
    } catch (error) {
      const server = serverErrors(error);
      setErrors(server.errors);
      // A refusal about the job itself (already closed meanwhile) or no answer at all: said above the form.
      const fields = Object.keys(server.errors).filter((field) => field === 'category' || field === 'reason');
      setMessage(
        fields.length > 0
          ? ''
          : server.errors.action || server.message || t('events.adminJobs.form.failed', { title: job.title }),
      );
      top.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-job-moderate">
      <h2 id="admin-job-moderate">
        {closing ? t('events.adminJobs.form.closeHeading') : t('events.adminJobs.form.reopenHeading')}
      </h2>
      <form className="admin-fieldset admin-job-form" onSubmit={submit} noValidate>
        <p ref={top} tabIndex={-1} role="alert" className="admin-form-message">
          {message}
        </p>
        <p className="admin-job-form-hint">
          {closing ? t('events.adminJobs.form.closeHint') : t('events.adminJobs.form.reopenHint')}
        </p>
        {closing && (
          <RadioGroup
            legend={t('events.adminJobs.form.category')}
            name="category"
            options={JOB_MODERATION_CATEGORIES.map((value) => ({
              value,
              label: t(`kit.jobModeration.category.${value}`),
            }))}
            value={category}
            onChange={(value) => setCategory(value as JobModerationCategory)}
            error={errors.category}
          />
        )}
        <TextArea
          label={closing ? t('events.adminJobs.form.reason') : t('events.adminJobs.form.note')}
          hint={closing ? t('events.adminJobs.form.reasonHint') : undefined}
          optional={!closing}
          maxLength={JOB_MODERATION_REASON_MAX}
          showCount
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <Button type="submit" variant={closing ? 'danger' : 'primary'} loading={busy}>
          {closing ? t('events.adminJobs.form.closeButton') : t('events.adminJobs.form.reopenButton')}
        </Button>
      </form>
    </section>
  );
}
