/**
 * Switches for the e2e tests, so that they intercept nothing of our own:
 * another release or environment in statics/config.json, and a server
 * failure (or a 401 or 403) of one call. Set under /__fake (this machine only), cleared by
 * `DELETE` or `POST /__fake/reset`.
 */
import type { RequestHandler } from 'express';
import { INTERNAL_ERROR_MESSAGE } from './http/errors';

export interface ConfigOverrides {
  releaseTag?: string;
  environment?: string;
}

export interface FailureSwitch {
  method: string;
  /** the path under the server root, compared case-insensitively: /api/Customer/UpdateCustomer */
  path: string;
  status: number;
  /** how many calls still fail; then the call works again */
  times: number;
}

export interface Switches {
  config(): ConfigOverrides;
  setConfig(overrides: ConfigOverrides): void;
  failures(): readonly FailureSwitch[];
  addFailure(failure: FailureSwitch): void;
  clearConfig(): void;
  clearFailures(): void;
  reset(): void;
  /** answers a switched-on failure before the route sees the call (nothing is stored) */
  failureMiddleware(): RequestHandler;
}

/** 401 and 403 end the portal's session (spec 01 §8): the e2e tests walk those paths end to end too. */
export function isSwitchableStatus(status: number): boolean {
  return status === 401 || status === 403 || (status >= 500 && status <= 599);
}

export const FAILURE_MESSAGES: Record<number, string> = {
  401: 'Uw sessie is niet geldig: aangezet met /__fake/failures.',
  403: 'U heeft geen toegang: aangezet met /__fake/failures.',
};

export function createSwitches(): Switches {
  let config: ConfigOverrides = {};
  let failures: FailureSwitch[] = [];
  return {
    config: () => ({ ...config }),
    setConfig(overrides) {
      config = { ...config, ...overrides };
    },
    failures: () => failures.map((failure) => ({ ...failure })),
    addFailure(failure) {
      failures.push({ ...failure, method: failure.method.toUpperCase(), path: failure.path.toLowerCase() });
    },
    clearConfig() {
      config = {};
    },
    clearFailures() {
      failures = [];
    },
    reset() {
      config = {};
      failures = [];
    },
    failureMiddleware: () => (req, res, next) => {
      const path = `${req.baseUrl}${req.path}`.toLowerCase();
      const failure = failures.find((entry) => entry.method === req.method && entry.path === path);
      if (!failure) {
        next();
        return;
      }
      failure.times -= 1;
      if (failure.times <= 0) failures = failures.filter((entry) => entry !== failure);
      res.status(failure.status).json({ message: FAILURE_MESSAGES[failure.status] ?? INTERNAL_ERROR_MESSAGE });
    },
  };
}
