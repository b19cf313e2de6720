import { createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/** The label's web app manifest, read from the API host (spec 01 §2 "Application shell"). */
export const ManifestContract = z.object({
  name: z.string(),
  short_name: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
});

export const manifestQuery = createQuery({
  effect: createRequestEffect((label: string) => ({
    method: 'GET',
    path: 'pwa/manifest',
    searchParams: { label },
    suppressErrorNotices: true,
  })),
  contract: zodContract(ManifestContract),
  name: 'manifest',
});
