import { array, boolean, nullable, number, object, oneOf, optional, pick, text, type Infer } from '../lib/contract';

/** statics/config.json (spec 01 §3 "Config"), read at start with no-cache, and again on focus and every 5 minutes for its release tag. */
export const AppConfigContract = object({
  apiBaseUrl: text({ minLength: 1 }),
  contentBaseUrl: text({ minLength: 1 }),
  releaseTag: text({ minLength: 1 }),
  cacheGuid: text({ minLength: 1 }),
  enforceHttps: boolean(),
  environment: oneOf('dev', 'tst', 'prd'),
  frontEndUrl: text({ minLength: 1 }),
  trackingCodes: object({
    tagManagerId: nullable(text()),
    consentToolId: nullable(text()),
  }),
  telemetry: object({
    enabled: boolean(),
    endpoint: nullable(text()),
    sampleRate: number({ min: 0, max: 1 }),
  }),
  collectivityInformation: array(
    object({
      urlPart: text({ minLength: 1 }),
      label: text({ minLength: 1 }),
      redirectUrl: optional(nullable(text())),
    }),
  ),
});

export type AppConfig = Infer<typeof AppConfigContract>;

/** What a release check reads of the configuration. */
export const ReleaseContract = pick(AppConfigContract, 'releaseTag');
export type Release = Infer<typeof ReleaseContract>;

export const CONFIG_URL = '/statics/config.json';
