export { AnswerShapeError, answerOf, ApiError, SessionExpiredError, classifyRequestFailure, isUnreachable, serverMessageOf, statusOf, type RequestFailure } from './errors';
export { sendRequest, type ApiRequest, type RequestContext, type QueryValue } from './request';
export { fetchStatic, type StaticRequest } from './static';
export {
  requestFx,
  apiBaseUrlChanged,
  $apiBaseUrl,
  createRequestEffect,
  createCheckedRequestEffect,
  createOneAtATimeTrigger,
  requestFailed,
  sessionRejected,
  sessionExpiredLocally,
  bearerTokenChanged,
  userChanged,
  sessionDeadlineChanged,
  $bearerToken,
  $sessionDeadline,
} from './model';
