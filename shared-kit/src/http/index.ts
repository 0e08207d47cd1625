export {
  cancelPendingRequests,
  http,
  isCancel,
  isHttpError,
  pendingRequestCount,
  subscribeToRequests,
} from './http';
export { downloadFile } from './download-on-demand';
export { fieldErrors, type Refusal, readRefusal } from './field-errors';
export { forgetPageData, takePageAnswer, takePageJobList } from './page-data';
export { FIRST_REQUEST_URLS, firstRequests, forgetPrefetched, prefetchGet, takePrefetched } from './prefetch';
export { firstGet, type Request, type RequestState, useGet, useRequest } from './use-request';
