import { ApiError } from './errors';
import { sendHttp, type QueryValue } from './http';

export interface StaticRequest {
  /** an absolute URL or a path on the portal's own host (`/statics/config.json`) */
  url: string;
  searchParams?: Record<string, QueryValue>;
  /** `no-cache`: the browser asks the server whether its copy is still current */
  cache?: RequestCache;
  responseType?: 'json' | 'text';
}

/**
 * A plain GET of a file outside the API (the configuration, the content
 * host's JSON, the tag manager script): no bearer, no Client-Version, no
 * error notices. The portal's one HTTP client, like `sendRequest`.
 */
export async function fetchStatic(request: StaticRequest): Promise<unknown> {
  const asText = request.responseType === 'text';
  const response = await sendHttp({ url: request.url, searchParams: request.searchParams, cache: request.cache, headers: { Accept: asText ? 'text/*' : 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, request.url, null);
  return asText ? response.text() : (response.json() as Promise<unknown>);
}
