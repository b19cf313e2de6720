import { HTTPError } from 'ky';
import { ApiError } from './errors';
import { apiClient, type QueryValue } from './http';

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
  /**
   * A 404 of this call says there is nothing of what was asked (a year without a policy): an answer, not a
   * failure. It resolves null, so no error notice shows and the page says what it means.
   */
  notFoundIsNone?: boolean;
  /** a bearer other than the session's, e.g. the login token during verification */
  bearer?: string;
}

export interface RequestContext {
  baseUrl: string;
  bearer: string | null;
  /** ms since epoch; the earlier of the token's expiry and the expiry cookie */
  sessionDeadline: number | null;
}

function definedSearchParams(params: ApiRequest['searchParams']): Record<string, QueryValue> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, QueryValue] => entry[1] != null);
  return Object.fromEntries(entries);
}

/** A refusal's JSON body, or null when it has none. */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    // not JSON: the status alone tells what happened
    return null;
  }
}

/** The `message` field of a refusal's JSON body, when there is one. */
function messageOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
}

/** ky's HTTPError as the error catalogue reads it: the status, the spec's path, the server's message and its body. */
export async function apiErrorOf(error: HTTPError, path: string): Promise<ApiError> {
  const body = await bodyOf(error.response);
  return new ApiError(error.response.status, path, messageOf(body), body);
}

/** `MemberOffer/{id}` with `{ id: 'a b' }` gives `MemberOffer/a%20b`; a segment without its value is an error, not a call. */
export function withPathParams(path: string, params: ApiRequest['pathParams'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The base made absolute against the page (`/api/`): the Request ky makes is the same in a browser and in Node. */
function absoluteUrl(url: string): string {
  return typeof location === 'undefined' ? url : new URL(url, location.href).href;
}

/** One call through the API client (`apiClient`). Answers JSON, a Blob, or null for 204 and an empty body. */
export async function sendRequest(request: ApiRequest, context: RequestContext): Promise<unknown> {
  const ownBearer = request.bearer !== undefined;
  const response = await apiClient(withPathParams(request.path, request.pathParams).replace(/^\/+/, ''), {
    method: request.method,
    prefixUrl: absoluteUrl(context.baseUrl),
    searchParams: definedSearchParams(request.searchParams),
    json: request.json,
    body: request.formData,
    // a call with its own token is not the session's: the session's expiry does not stop it
    context: { bearer: request.bearer ?? context.bearer, sessionDeadline: ownBearer ? null : context.sessionDeadline },
  }).catch(async (error: unknown) => {
    if (request.notFoundIsNone && error instanceof HTTPError && error.response.status === 404) return null;
    throw error instanceof HTTPError ? await apiErrorOf(error, request.path) : error;
  });
  if (response === null || response.status === 204) return null;
  if (request.responseType === 'blob') return response.blob();
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}
