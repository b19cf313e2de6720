import { HTTPError } from 'ky';
import { ApiError } from './errors';
import { httpClient, type QueryValue } from './http';

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
 * host's JSON, the tag manager script) through the one client: no bearer,
 * no Client-Version, no error notices.
 */
export async function fetchStatic(request: StaticRequest): Promise<unknown> {
  const asText = request.responseType === 'text';
  const response = httpClient(request.url, {
    searchParams: request.searchParams,
    cache: request.cache,
    headers: { Accept: asText ? 'text/*' : 'application/json' },
  });
  try {
    return await (asText ? response.text() : response.json<unknown>());
  } catch (error) {
    throw error instanceof HTTPError ? new ApiError(error.response.status, request.url, null) : error;
  }
}
