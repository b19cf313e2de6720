import { createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createEffect } from 'effector';
import ky from 'ky';
import { AppConfigContract } from './app-config';

/**
 * The configuration comes before the API client exists, so it has its own
 * plain GET; `no-store` because a new release must be seen at once.
 */
export const appConfigLoadFx = createEffect(async (configUrl: string): Promise<unknown> =>
  ky.get(configUrl, { cache: 'no-store', retry: 0 }).json(),
);

export const appConfigQuery = createQuery({
  effect: appConfigLoadFx,
  contract: zodContract(AppConfigContract),
  name: 'appConfig',
});

export const $appConfig = appConfigQuery.$data;
export const $contentBaseUrl = $appConfig.map((config) => config?.contentBaseUrl ?? null);
