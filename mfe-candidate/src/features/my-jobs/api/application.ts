import type { Job } from 'shared-kit/contracts';

// An application as the candidate sees it (docs/candidate-area.md#my-jobs). Written here from the agreed contract
// while the api's TypeBox schema lands on its own branch; once shared-kit/contracts exports it, these become
// type-only re-exports of it.

/** The statuses a candidate can see, in the order an application usually goes through them. */
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

export type Application = {
  id: number;
  job_id: number;
  status: ApplicationStatus;
  knocked_out: boolean;
  created_at: string;
  updated_at: string;
  answers: { question_id: number; question: string; answer: string }[];
  history: { status: ApplicationStatus; created_at: string }[];
  job: Job;
};

export type ApplicationsPage = {
  applications: Application[];
  total: number;
  lastPage: number;
  currentPage: number;
};

export type ApplicationResponse = { message: string; application: Application };
