export { cancelPendingRequests, http, isCancel, isHttpError, pendingRequestCount, subscribeToRequests } from './http';
export { type Request, type RequestState, useRequest } from './use-request';
