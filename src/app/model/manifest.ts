import { createQuery } from '@farfetched/core';
import { createRequestEffect } from '@/shared/api';
import { object, text } from '@/shared/lib/contract';

/** The label's web app manifest, read from the API host (spec 01 §2 "Application shell"). */
export const ManifestContract = object({
  name: text(),
  short_name: text(),
  theme_color: text(),
  background_color: text(),
});

export const manifestQuery = createQuery({
  effect: createRequestEffect((label: string) => ({
    method: 'GET',
    path: 'pwa/manifest',
    searchParams: { label },
    suppressErrorNotices: true,
  })),
  contract: ManifestContract,
  name: 'manifest',
});
