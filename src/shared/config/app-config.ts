import { z } from '../api/zod-mini';

const filled = z.string().check(z.minLength(1));

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
    tagManagerId: z.nullable(z.string()),
    consentToolId: z.nullable(z.string()),
  }),
  telemetry: z.object({
    enabled: z.boolean(),
    endpoint: z.nullable(z.string()),
    sampleRate: z.number().check(z.minimum(0), z.maximum(1)),
  }),
  collectivityInformation: z.array(
    z.object({
      urlPart: filled,
      label: filled,
      redirectUrl: z.nullish(z.string()),
    }),
  ),
});

export type AppConfig = z.infer<typeof AppConfigContract>;

/** What a release check reads of the configuration. */
export const ReleaseContract = z.pick(AppConfigContract, { releaseTag: true });
export type Release = z.infer<typeof ReleaseContract>;

export const CONFIG_URL = '/statics/config.json';
