// The business constants and pure rules without TypeBox: `shared-kit/contracts` loads every schema (TypeBox, some
// 66 KB), so a front end that needs a constant imports it from here and keeps its chunks free of TypeBox
// (docs/shared-kit-api.md). Re-exported by relative path so this subpath pulls in nothing else.
export * from '../contracts/avatar';
export * from '../contracts/skeleton-shapes';
export * from '../contracts/company-job-rules';
export * from '../contracts/job-moderation-rules';
export * from '../contracts/constants';
export * from '../contracts/limits';
export * from '../contracts/entry-dates';
export * from '../contracts/skill-tags';
export * from '../contracts/job-display';
export * from '../contracts/site-links';
export * from '../contracts/locales';
export * from '../contracts/pagination';
export * from '../contracts/post-login';
export * from '../contracts/colour-contrast';
export * from '../contracts/web-address';
