import { createEffect, createStore } from 'effector';
import { answerOf } from '../api/errors';
import { fetchStatic } from '../api/static';
import { AppConfigContract, ReleaseContract, type AppConfig } from './app-config';

/**
 * The configuration comes before the API client is set up, so it is a plain
 * GET; `no-cache` (spec 01 §3): the browser checks with the server every
 * time, so a new release is seen at once. Plain effects, not farfetched
 * queries: the first screen waits for them (issue 19).
 */
export const appConfigLoadFx = createEffect(
  (configUrl: string): Promise<unknown> => fetchStatic({ url: configUrl, cache: 'no-cache' }),
);

/** The configuration, checked against its shape (a wrong one fails the start like an unreachable one). */
export const appConfigFx = createEffect(
  async (configUrl: string): Promise<AppConfig> => answerOf(AppConfigContract, configUrl, await appConfigLoadFx(configUrl)),
);

export const $appConfig = createStore<AppConfig | null>(null).on(appConfigFx.doneData, (_, config) => config);
/** The last load of the configuration failed. */
export const $appConfigFailed = createStore(false)
  .on(appConfigFx.fail, () => true)
  .reset(appConfigFx.done);
export const $contentBaseUrl = $appConfig.map((config) => config?.contentBaseUrl ?? null);

/** The same file asked again while the portal is open: only its release tag matters then. */
export const releaseCheckFx = createEffect(
  (configUrl: string): Promise<unknown> => fetchStatic({ url: configUrl, cache: 'no-cache' }),
);

/** The release tag the server has now; every check really asks. */
export const releaseTagFx = createEffect(
  async (configUrl: string): Promise<string> => answerOf(ReleaseContract, configUrl, await releaseCheckFx(configUrl)).releaseTag,
);
