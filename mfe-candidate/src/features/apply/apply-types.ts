// The applications contract as the apply flow reads it (docs/contracts.md#applications): the shared-kit types, and
// the order in which the flow asks for the pending tasks to apply.
import type { Job, JobExtra, TasksToApply } from 'shared-kit/contracts';

export type {
  Application,
  ApplyResponse,
  MissingLanguage,
  ScreeningQuestion as ApplyQuestion,
  TasksToApply,
} from 'shared-kit/contracts';
export type { ApplicationStatus } from 'shared-kit/account-rules';

export type ApplyExtra = JobExtra;

/** What the job page hands the flow: the job as `GET /api/job` answered it. */
export type ApplyJob = Pick<Job, 'id' | 'url' | 'title' | 'available' | 'extra'>;

export type ApplyProps = { job: ApplyJob };

/** The tasks still pending (equal to 0), in the order the flow asks for them. */
export function pendingTasks(tasks: TasksToApply | undefined): (keyof TasksToApply)[] {
  if (!tasks) return [];
  return (['general_information', 'languages', 'cv'] as const).filter((task) => tasks[task] === 0);
}
