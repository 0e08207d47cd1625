// The contracts by resource (docs/contracts.md): one file per resource, all re-exported here for the api.
// Front ends import only types from here (`import type`); values come from `shared-kit/constants` or
// `shared-kit/routes`, which do not load TypeBox.
export * from './applications';
export * from './auth';
export * from './avatar';
export * from './bounds';
export * from './candidate-activity';
export * from './candidate-records';
export * from './skill-tags';
export * from './candidate-profile';
export * from './candidate-cvs';
export * from './cv-extraction';
export * from './candidate-export';
export * from './candidates';
export * from './common';
export * from './companies';
export * from './company-applicants';
export * from './company-cv-search';
export * from './company-job-rules';
export * from './company-jobs';

export * from './company-minisite';
export * from './company-services';
export * from './constants';
export * from './entry-dates';
export * from './events';
export * from './page-blocks';
export * from './favorites';
export * from './job';
export * from './job-display';
export * from './job-alerts';
export * from './limits';
export * from './jobs';
export * from './locales';
export * from './matchings';
export * from './pagination';
export * from './post-login';
export * from './reference';
export * from './reference-lists';
export * from './routing';
export { robotsDisallowedPaths } from './robots';
export * from './sectors';
export * from './site-links';
export * from './colour-contrast';
export * from './admin-companies';
export * from './admin-jobs';
export * from './job-moderation-rules';
export * from './blog';
