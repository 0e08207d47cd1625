export { cancelPendingRequests, http, isCancel, isHttpError, pendingRequestCount, subscribeToRequests } from './http';
