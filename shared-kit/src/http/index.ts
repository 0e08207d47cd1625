export { cancelPendingRequests, http, isCancel, isHttpError, pendingRequestCount, subscribeToRequests } from './http';
export { fieldErrors } from './field-errors';
export { type Request, type RequestState, useGet, useRequest } from './use-request';
