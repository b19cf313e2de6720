import { createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { InsuranceRightContract } from './contract';

export const insuranceRightFx = createRequestEffect(() => ({ method: 'GET', path: 'InsuranceRight' }));

export const insuranceRightQuery = createQuery({
  effect: insuranceRightFx,
  contract: zodContract(InsuranceRightContract),
  name: 'insuranceRight',
});

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [insuranceRightQuery.reset] });
