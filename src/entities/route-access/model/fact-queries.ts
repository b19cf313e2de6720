import { hasBasicInsurance, mostRecentAgreementsQuery } from '@/entities/agreement/@x/route-access';
import { insuranceRightQuery } from '@/entities/insurance-right/@x/route-access';
import type { FetchingStatus } from '@farfetched/core';
import { combine, sample } from 'effector';
import { factQueriesDue, factsChanged, type FactsState } from './route-access';

/** The route checks' two facts from their cached queries (loaded by `./route-access` when a check needs one). */

sample({ clock: factQueriesDue, filter: (needed) => needed.agreements, fn: () => undefined, target: mostRecentAgreementsQuery.refresh });
sample({ clock: factQueriesDue, filter: (needed) => needed.insuranceRight, fn: () => undefined, target: insuranceRightQuery.refresh });

const isSettled = (status: FetchingStatus) => status === 'done' || status === 'fail';

const $queriedFacts = combine(
  mostRecentAgreementsQuery.$data,
  mostRecentAgreementsQuery.$status,
  insuranceRightQuery.$data,
  insuranceRightQuery.$status,
  (agreements, agreementsStatus, insuranceRight, insuranceRightStatus): FactsState => ({
    hasBasicInsurance: hasBasicInsurance(agreements ?? []),
    isCheckRequired: insuranceRight?.isCheckRequired ?? false,
    settled: { agreements: isSettled(agreementsStatus), insuranceRight: isSettled(insuranceRightStatus) },
  }),
);

// As they are when this chunk comes in (a screen may have loaded the agreements already), and every change after.
sample({ clock: [factQueriesDue, $queriedFacts.updates], source: $queriedFacts, target: factsChanged });
