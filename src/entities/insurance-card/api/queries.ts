import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { DigitalInsuranceCardsContract } from './contract';

export const digitalInsuranceCardQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'POST', path: 'InsuranceCard/GetDigitalInsuranceCardInformation' })),
  contract: zodContract(DigitalInsuranceCardsContract),
  name: 'digitalInsuranceCard',
});

concurrency(digitalInsuranceCardQuery, { strategy: 'TAKE_LATEST' });
