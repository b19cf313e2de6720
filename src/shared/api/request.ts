import { RELEASE_TAG } from '../config/release';
import { ApiError, SessionExpiredError } from './errors';
import { sendHttp, type QueryValue } from './http';

export type { QueryValue } from './http';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the API base url, as the spec writes it (`Account/GetAccountDetails`) */
  path: string;
  /** values for the path's `{name}` segments (`MemberOffer/{id}`), each URI-encoded; the path itself stays a literal */
  pathParams?: Record<string, string | number>;
  searchParams?: Record<string, QueryValue | null | undefined>;
  json?: unknown;
  formData?: FormData;
  responseType?: 'json' | 'blob';
  /** the feature shows its own message for this call's failures (never for 401/403) */
  suppressErrorNotices?: boolean;
  /** a bearer other than the session's, e.g. the login token during verification */
  bearer?: string;
}

export interface RequestContext {
  baseUrl: string;
  bearer: string | null;
  /** ms since epoch; the earlier of the token's expiry and the expiry cookie */
  sessionDeadline: number | null;
  now: number;
}

function definedSearchParams(params: ApiRequest['searchParams']): Record<string, QueryValue> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, QueryValue] => entry[1] != null);
  return Object.fromEntries(entries);
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // not JSON: the status alone tells what happened
  }
  return null;
}

/** `MemberOffer/{id}` with `{ id: 'a b' }` gives `MemberOffer/a%20b`; a segment without its value is an error, not a call. */
export function withPathParams(path: string, params: ApiRequest['pathParams'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** One call through the portal's single HTTP client. Answers JSON, a Blob, or null for 204. */
export async function sendRequest(request: ApiRequest, context: RequestContext): Promise<unknown> {
  const bearer = request.bearer ?? context.bearer;
  if (!request.bearer && context.sessionDeadline !== null && context.now >= context.sessionDeadline) {
    throw new SessionExpiredError();
  }
  const path = withPathParams(request.path, request.pathParams).replace(/^\/+/, '');
  const response = await sendHttp({
    url: `${context.baseUrl.replace(/\/*$/, '/')}${path}`,
    method: request.method,
    headers: { 'Client-Version': RELEASE_TAG, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    searchParams: definedSearchParams(request.searchParams),
    json: request.json,
    body: request.formData,
  });
  if (!response.ok) throw new ApiError(response.status, request.path, await messageOf(response));
  if (response.status === 204) return null;
  if (request.responseType === 'blob') return response.blob();
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}
