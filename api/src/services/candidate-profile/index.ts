// A candidate's profile and settings (docs/product-rules.md#profile-and-settings), a file per part: reading the
// whole profile, personal details, preferences and settings, and what their checks share.
export * from './personal';
export * from './preferences';
export { candidateProfile } from './read';
