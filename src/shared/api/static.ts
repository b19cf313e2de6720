import ky from 'ky';
import type { QueryValue } from './request';

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
  const response = ky.get(request.url, { searchParams: request.searchParams, cache: request.cache, retry: 0, timeout: 30_000 });
  return request.responseType === 'text' ? response.text() : response.json();
}
