import { z } from 'zod';

const filled = z.string().min(1);

/** statics/config.json (spec 01 §3 "Config"), read at start with no-cache, and again on focus and every 5 minutes for its release tag. */
export const AppConfigContract = z.object({
  apiBaseUrl: filled,
  contentBaseUrl: filled,
  releaseTag: filled,
  cacheGuid: filled,
  enforceHttps: z.boolean(),
  environment: z.enum(['dev', 'tst', 'prd']),
  frontEndUrl: filled,
  trackingCodes: z.object({
    tagManagerId: z.string().nullable(),
    consentToolId: z.string().nullable(),
  }),
  telemetry: z.object({
    enabled: z.boolean(),
    endpoint: z.string().nullable(),
    sampleRate: z.number().min(0).max(1),
  }),
  collectivityInformation: z.array(
    z.object({
      urlPart: filled,
      label: filled,
      redirectUrl: z.string().nullish(),
    }),
  ),
});

export type AppConfig = z.infer<typeof AppConfigContract>;

/** What a release check reads of the configuration. */
export const ReleaseContract = AppConfigContract.pick({ releaseTag: true });
export type Release = z.infer<typeof ReleaseContract>;

export const CONFIG_URL = '/statics/config.json';
