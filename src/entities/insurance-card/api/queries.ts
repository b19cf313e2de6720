import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { DigitalInsuranceCardsContract } from './contract';

export const digitalInsuranceCardQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'POST', path: 'InsuranceCard/GetDigitalInsuranceCardInformation' })),
  contract: zodContract(DigitalInsuranceCardsContract),
  name: 'digitalInsuranceCard',
});

concurrency(digitalInsuranceCardQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [digitalInsuranceCardQuery.reset] });
