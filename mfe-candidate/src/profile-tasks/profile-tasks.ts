// The profile tasks the server computes (docs/product-rules.md#candidate-profile), in the order that gets a candidate
// to a complete profile fastest: the CV first (its extraction proposes most of the rest), then what companies filter
// on (languages, contact details), then the rest. The dashboard's "next task" and the profile page use this order.
import type { Tasks } from 'shared-kit/contracts';
import type { CandidateMessageId } from '../locales';

export type ProfileTaskKey =
  | 'cv'
  | 'languages'
  | 'general_information'
  | 'experience'
  | 'education'
  | 'skills'
  | 'sector'
  | 'preferences';

type ProfileTask = {
  key: ProfileTaskKey;
  /** Where the candidate does it: a profile section's anchor, or the CVs page. */
  href: string;
  /** What to do, as a call to action ("Add your languages"). */
  label: CandidateMessageId;
};

const PROFILE_TASKS: readonly ProfileTask[] = [
  { key: 'cv', href: '/account/my-cvs', label: 'candidate.task.cv' },
  { key: 'languages', href: '/account/my-profile#languages', label: 'candidate.task.languages' },
  { key: 'general_information', href: '/account/my-profile#personal', label: 'candidate.task.general_information' },
  { key: 'experience', href: '/account/my-profile#experience', label: 'candidate.task.experience' },
  { key: 'education', href: '/account/my-profile#education', label: 'candidate.task.education' },
  { key: 'skills', href: '/account/my-profile#skills', label: 'candidate.task.skills' },
  { key: 'sector', href: '/account/my-profile#sectors', label: 'candidate.task.sector' },
  { key: 'preferences', href: '/account/my-profile#preferences', label: 'candidate.task.preferences' },
];

/** How far the profile is: tasks done out of all, the percentage, and the first pending task in PROFILE_TASKS order. */
export function profileCompletion(tasks: Tasks) {
  const pending = PROFILE_TASKS.filter((task) => tasks[task.key] !== 1);
  const done = PROFILE_TASKS.length - pending.length;
  return {
    done,
    total: PROFILE_TASKS.length,
    percent: Math.round((done / PROFILE_TASKS.length) * 100),
    next: pending[0] ?? null,
    pending,
  };
}
