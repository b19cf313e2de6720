import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { createStartUnlessRecent } from '@/shared/lib/recent-answer';
import { InsuranceRightContract } from './contract';

export const insuranceRightFx = createRequestEffect(() => ({ method: 'GET', path: 'InsuranceRight' }));

export const insuranceRightQuery = createQuery({
  effect: insuranceRightFx,
  contract: zodContract(InsuranceRightContract),
  name: 'insuranceRight',
});

// One request at a time (issue 19): the guard's and menu's refresh and the dashboard's start ask before the first answer.
concurrency(insuranceRightQuery, { strategy: 'TAKE_FIRST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [insuranceRightQuery.reset] });

/** The insurance right as it is now, unless answered this very navigation (see `currentAgreements`). */
export const currentInsuranceRight = createStartUnlessRecent(insuranceRightQuery);
