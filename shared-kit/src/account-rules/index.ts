// The input bounds and rules only forms and the account areas use, out of `shared-kit/constants`: a shared module is
// provided whole (Module Federation cannot tree-shake it), so what sits in `constants` is in every page's first
// render (the shell's `kit` file). These are a file of their own, loaded with the first screen that imports them
// (docs/delivery.md#the-guard). Pure, no TypeBox, re-exported by relative path like `constants`.
export * from '../contracts/account-constants';
export * from '../contracts/company-job-rules';
export * from '../contracts/job-moderation-rules';
export * from '../contracts/limits';
export * from '../contracts/entry-dates';
export * from '../contracts/skill-tags';
export * from '../contracts/post-login';
export * from '../contracts/colour-contrast';
export * from '../contracts/web-address';
