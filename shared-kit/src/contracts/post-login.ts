// Where an account lands after signing in or registering (docs/product-rules.md#post-login-redirect), written once
// for the api's answer (`route` of login and register) and the shell's final choice (post-login-path.ts). Pure: front
// ends read it through `shared-kit/constants`, the api through `shared-kit/contracts`.

/** A company's start page: its job list. */
export const COMPANY_HOME_PATH = '/company/jobs';
/** A new candidate's start page: the onboarding. */
export const CANDIDATE_WELCOME_PATH = '/welcome';
/** A candidate's start page after a login: the jobs (the shell narrows it to the candidate's first language). */
export const CANDIDATE_HOME_PATH = '/jobs';

/** The `route` of a login or registration answer for a candidate or a company (an admin's is their dashboard). */
export function accountRoute(type: 'candidate' | 'company', after: 'login' | 'register'): string {
  if (type === 'company') return COMPANY_HOME_PATH;
  return after === 'register' ? CANDIDATE_WELCOME_PATH : CANDIDATE_HOME_PATH;
}
