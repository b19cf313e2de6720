import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';
import { AuthenticatedContract, CallbackSessionContract, IdentifiedContract } from './contract';

export interface ProcessParams {
  sessionId: string;
  clientCode: string;
}

export interface GenericCallbackParams {
  code?: string;
  state: string;
  error?: string;
  error_description?: string;
  /** where the bank sent the user: the portal's generic return point */
  callbackUrl: string;
}

// "Bank identity login: only HTTP 400 is handled": these calls suppress the
// catalogue's notices and the model shows the catalogue's text for the rest itself.
export const genericCallbackFx = createRequestEffect((params: GenericCallbackParams) => ({
  method: 'GET',
  path: 'Idin',
  searchParams: { ...params },
  suppressErrorNotices: true,
}));

export const processAuthenticationFx = createRequestEffect((params: ProcessParams) => ({
  method: 'POST',
  path: 'Idin/process-authentication',
  json: params,
  suppressErrorNotices: true,
}));

export const processIdentificationFx = createRequestEffect((params: ProcessParams) => ({
  method: 'POST',
  path: 'Idin/process-identification',
  json: params,
  suppressErrorNotices: true,
}));

export const processErrorFx = createRequestEffect((params: { sessionId: string }) => ({
  method: 'POST',
  path: 'Idin/process-error',
  json: params,
  suppressErrorNotices: true,
}));

/** GET Idin ?code, state, error, error_description, callbackUrl → { sessionId } (or 400 with the reason). */
export const genericCallbackQuery = createQuery({
  effect: genericCallbackFx,
  contract: zodContract(CallbackSessionContract),
  mapData: ({ result }: { result: z.infer<typeof CallbackSessionContract> }) => result.sessionId,
  name: 'idinGenericCallback',
});

/** POST Idin/process-authentication { sessionId, clientCode } → { accessToken } (flow 1: login or activation). */
export const processAuthenticationMutation = createMutation({
  effect: processAuthenticationFx,
  contract: zodContract(AuthenticatedContract),
  name: 'idinProcessAuthentication',
});

/** POST Idin/process-identification { sessionId, clientCode } → { customerNumber } (flow 0: registration). */
export const processIdentificationMutation = createMutation({
  effect: processIdentificationFx,
  contract: zodContract(IdentifiedContract),
  name: 'idinProcessIdentification',
});

/** POST Idin/process-error { sessionId } → 204: the failure is reported. */
export const processErrorMutation = createMutation({
  effect: processErrorFx,
  contract: zodContract(z.null()),
  name: 'idinProcessError',
});

concurrency(genericCallbackQuery, { strategy: 'TAKE_LATEST' });
concurrency(processAuthenticationMutation, { strategy: 'TAKE_FIRST' });
concurrency(processIdentificationMutation, { strategy: 'TAKE_FIRST' });
concurrency(processErrorMutation, { strategy: 'TAKE_FIRST' });
