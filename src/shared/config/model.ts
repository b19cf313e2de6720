import { createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { miniContract } from '../api/mini-contract';
import { fetchStatic } from '../api/static';
import { AppConfigContract, ReleaseContract, type Release } from './app-config';

/**
 * The configuration comes before the API client is set up, so it is a plain
 * GET of the one client; `no-cache` (spec 01 §3): the browser checks with the
 * server every time, so a new release is seen at once.
 */
export const appConfigLoadFx = createEffect(
  (configUrl: string): Promise<unknown> => fetchStatic({ url: configUrl, cache: 'no-cache' }),
);

/** The configuration, checked against its contract (a wrong one fails the start like an unreachable one). */
export const appConfigQuery = createQuery({
  effect: appConfigLoadFx,
  contract: miniContract(AppConfigContract),
  name: 'appConfig',
});

export const $appConfig = appConfigQuery.$data;
/** The last load of the configuration failed. */
export const $appConfigFailed = appConfigQuery.$failed;
export const $contentBaseUrl = $appConfig.map((config) => config?.contentBaseUrl ?? null);

/** The same file asked again while the portal is open: only its release tag matters then. */
export const releaseCheckFx = createEffect(
  (configUrl: string): Promise<unknown> => fetchStatic({ url: configUrl, cache: 'no-cache' }),
);

/** The release tag the server has now; every check really asks (start, never from a cache). */
export const releaseTagQuery = createQuery({
  effect: releaseCheckFx,
  contract: miniContract(ReleaseContract),
  mapData: ({ result }: { result: Release }) => result.releaseTag,
  name: 'releaseTag',
});
