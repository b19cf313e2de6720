import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import type { IdinFlow } from '@portal/domain';
import { BankOptionsContract, CreatedSessionContract } from './contract';
import type { z } from 'zod';

type BankOptions = z.infer<typeof BankOptionsContract>;

export interface BankOption {
  issuerId: string;
  name: string;
}

export interface CreateSessionParams {
  iDINFlow: IdinFlow;
  bankIssuer: string;
  /** the portal's own origin: the bank sends the user back to its callback routes */
  clientBaseUrl: string;
}

export const fetchBankOptionsFx = createRequestEffect(() => ({ method: 'GET', path: 'idin/bank-options' }));

export const createSessionFx = createRequestEffect((params: CreateSessionParams) => ({
  method: 'POST',
  path: 'Idin/create-session',
  json: params,
}));

/** GET idin/bank-options: the bank list. */
export const bankOptionsQuery = createQuery({
  effect: fetchBankOptionsFx,
  contract: zodContract(BankOptionsContract),
  mapData: ({ result }: { result: BankOptions }): BankOption[] => result.map(({ issuerId, name }) => ({ issuerId, name })),
  name: 'idinBankOptions',
});

/** POST Idin/create-session { iDINFlow, bankIssuer, clientBaseUrl } → { clientCode, sessionLifetime, redirectUrl }. */
export const createSessionMutation = createMutation({
  effect: createSessionFx,
  contract: zodContract(CreatedSessionContract),
  name: 'idinCreateSession',
});

concurrency(bankOptionsQuery, { strategy: 'TAKE_LATEST' });
concurrency(createSessionMutation, { strategy: 'TAKE_FIRST' });
