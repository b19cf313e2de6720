import { z } from 'zod';

/** statics/config.json (spec 01 §3 "Config"), read at start with no-cache, and again on focus and every 5 minutes for its release tag. */
export const AppConfigContract = z.object({
  apiBaseUrl: z.string().min(1),
  contentBaseUrl: z.string().min(1),
  releaseTag: z.string().min(1),
  cacheGuid: z.string().min(1),
  enforceHttps: z.boolean(),
  environment: z.enum(['dev', 'tst', 'prd']),
  frontEndUrl: z.string().min(1),
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
      urlPart: z.string().min(1),
      label: z.string().min(1),
      redirectUrl: z.string().nullable().optional(),
    }),
  ),
});

export type AppConfig = z.infer<typeof AppConfigContract>;

/** What a release check reads of the configuration. */
export const ReleaseContract = AppConfigContract.pick({ releaseTag: true });
export type Release = z.infer<typeof ReleaseContract>;

export const CONFIG_URL = '/statics/config.json';
