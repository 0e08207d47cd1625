// The business constants and pure rules without TypeBox: `shared-kit/contracts` loads every schema (TypeBox, some
// 66 KB), so a front end that needs a constant imports it from here and keeps its chunks free of TypeBox
// (docs/shared-kit-api.md). Re-exported by relative path so this subpath pulls in nothing else.
// Only what a public page's first render may use: every page loads this module whole. The forms' bounds and the
// account areas' rules are in `shared-kit/account-rules` (docs/delivery.md#the-guard).
export * from '../contracts/avatar';
export * from '../contracts/skeleton-shapes';
export * from '../contracts/constants';
export * from '../contracts/job-display';
export * from '../contracts/language-codes';
export * from '../contracts/site-links';
export * from '../contracts/locales';
export * from '../contracts/pagination';
