import { useState } from 'react';
import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { announceBalancesChanged } from '../../../balances/balances-changed';
import type { CompanyMessageId } from '../../../locales';
import { changeJobState, publishJob } from '../api/change-job-state';
import type { CompanyJob } from '../api/company-job';
import { deleteJob } from '../api/delete-job';
import { refusalOf } from '../../../lib/refusal';

export type JobAction = 'publish' | 'pause' | 'close' | 'delete';

const DONE: Record<JobAction, CompanyMessageId> = {
  publish: 'company.jobs.done.publish',
  pause: 'company.jobs.done.pause',
  close: 'company.jobs.done.close',
  delete: 'company.jobs.done.delete',
};

/**
 * Publishing, pausing, closing and deleting a job, shared by the list and the editor: a notice when done; when the api
 * refuses, its words (a missing job credit is kept apart, as the screen offers to buy one).
 */
export function useJobActions(onDone: (job: CompanyJob | null, action: JobAction) => void) {
  const [pending, setPending] = useState<{ id: number; action: JobAction } | null>(null);
  const [creditsMessage, setCreditsMessage] = useState<string | null>(null);

  async function run(job: Pick<CompanyJob, 'id'>, action: JobAction): Promise<boolean> {
    setPending({ id: job.id, action });
    setCreditsMessage(null);
    try {
      let changed: CompanyJob | null = null;
      if (action === 'publish') {
        changed = (await publishJob(job.id)).job;
        announceBalancesChanged();
      } else if (action === 'delete') await deleteJob(job.id);
      else changed = await changeJobState(job.id, action);
      notify.success(translate(DONE[action]));
      onDone(changed, action);
      return true;
    } catch (error) {
      const { message, errors } = refusalOf(error) ?? { message: null, errors: {} };
      if (errors.job_credits) setCreditsMessage(errors.job_credits);
      else {
        const first = Object.values(errors)[0];
        notify.error(first || message || translate('company.jobs.actionFailed' satisfies CompanyMessageId));
      }
      return false;
    } finally {
      setPending(null);
    }
  }

  return { run, pending, creditsMessage, clearCredits: () => setCreditsMessage(null) };
}
