export { ApiError, SessionExpiredError, classifyRequestFailure, isUnreachable, serverBodyOf, serverMessageOf, statusOf, type RequestFailure } from './errors';
export { sendRequest, type ApiRequest, type RequestContext, type QueryValue } from './request';
export { fetchStatic, type StaticRequest } from './static';
export { miniContract } from './mini-contract';
export { z } from './zod-mini';
export { REQUEST_TIMEOUT_MS, RETRY_POLICY } from './http';
export {
  requestFx,
  apiBaseUrlChanged,
  $apiBaseUrl,
  createRequestEffect,
  requestFailed,
  sessionRejected,
  sessionExpiredLocally,
  bearerTokenChanged,
  userChanged,
  sessionDeadlineChanged,
  $bearerToken,
  $sessionDeadline,
} from './model';
