// The applications contract as the apply flow reads it (docs/candidate-area.md#the-apply-flow). The job's `extra` is widened
// here with what the apply api adds (screening question kinds, the missing languages, the tasks to apply), so the
// flow builds against the agreed shape whatever shared-kit's JobExtra says today.
import type { Job, JobExtra } from 'shared-kit/contracts';

export type QuestionKind = 'yes_no' | 'single_choice' | 'short_text';

export type ApplyQuestion = {
  id: number;
  question: string;
  kind?: QuestionKind;
  options?: string[] | null;
  /** The answer that ends the application, disclosed so the flow can warn before sending. */
  knockout_answer?: string | null;
  answer: string | null;
};

export type MissingLanguage = { slug: string; name: string; level: 1 | 2 | 3 | 4 | null };

/** The tasks to apply (contact details, languages, CV): 1 done, 0 pending. */
export type TasksToApply = { general_information: number; languages: number; cv: number };

export const APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'in_review',
  'interview',
  'offer',
  'not_selected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplyExtra = Omit<JobExtra, 'screeningQuestions' | 'application'> & {
  application?: { id: number; created_at: string; status?: ApplicationStatus } | null;
  screeningQuestions?: ApplyQuestion[];
  missingLanguages?: MissingLanguage[];
  tasksToApply?: TasksToApply;
};

/** An application as `POST /api/candidates/applications` answers it (the fields the flow shows). */
export type Application = {
  id: number;
  job_id: number;
  status: ApplicationStatus;
  knocked_out: boolean;
  created_at: string;
  updated_at: string;
  answers: { question_id: number; question: string; answer: string }[];
};

/** What the job page hands the flow: the job as `GET /api/job` answered it. */
export type ApplyJob = Pick<Job, 'id' | 'url' | 'title' | 'available'> & { extra: ApplyExtra | null };

export type ApplyProps = { job: ApplyJob };

/** The tasks still pending (equal to 0), in the order the flow asks for them. */
export function pendingTasks(tasks: TasksToApply | undefined): (keyof TasksToApply)[] {
  if (!tasks) return [];
  return (['general_information', 'languages', 'cv'] as const).filter((task) => tasks[task] === 0);
}
