import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { DigitalInsuranceCardsContract, InsuranceCardsContract } from './contract';

const digitalInsuranceCardInformationFx = () => createRequestEffect(() => ({ method: 'POST', path: 'InsuranceCard/GetDigitalInsuranceCardInformation' }));

/** Whether there are cards at all (the dashboard's tile). */
export const digitalInsuranceCardQuery = createQuery({
  effect: digitalInsuranceCardInformationFx(),
  contract: zodContract(DigitalInsuranceCardsContract),
  name: 'digitalInsuranceCard',
});

/** The cards as `zorgpas-ehic` draws them: each person's card face and EHIC. */
export const insuranceCardsQuery = createQuery({
  effect: digitalInsuranceCardInformationFx(),
  contract: zodContract(InsuranceCardsContract),
  name: 'insuranceCards',
});

concurrency(digitalInsuranceCardQuery, { strategy: 'TAKE_LATEST' });
concurrency(insuranceCardsQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [digitalInsuranceCardQuery.reset, insuranceCardsQuery.reset] });
