import { createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { InsuranceRightContract } from './contract';

export const insuranceRightFx = createRequestEffect(() => ({ method: 'GET', path: 'InsuranceRight' }));

export const insuranceRightQuery = createQuery({
  effect: insuranceRightFx,
  contract: zodContract(InsuranceRightContract),
  name: 'insuranceRight',
});
