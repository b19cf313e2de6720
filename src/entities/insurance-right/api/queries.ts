import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createEvent, sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { cacheForOneNavigation } from '@/shared/lib/query-cache';
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

/** The user changed their insurance right: the kept answer goes and it is asked again. */
export const insuranceRightChanged = createEvent();

// An answer of this same navigation is taken instead of asking again (the guard's, the menu's and the dashboard's).
cacheForOneNavigation(insuranceRightQuery, { forgetOn: [userChanged, insuranceRightChanged] });
sample({ clock: insuranceRightChanged, target: insuranceRightQuery.start });
