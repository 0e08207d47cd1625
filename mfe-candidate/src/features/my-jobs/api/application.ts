// An application as the candidate sees it (docs/contracts.md#applications): the contract's types, and the statuses
// in the order an application usually goes through them.
export { APPLICATION_STATUS_LIST as APPLICATION_STATUSES, type ApplicationStatus } from 'shared-kit/account-rules';
export type { Application, ApplicationResponse, ApplicationsPage } from 'shared-kit/contracts';
