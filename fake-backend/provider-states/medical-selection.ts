import { unfit } from './params';
import { policyStates } from './policy';
import type { ProviderStates } from './types';

const OFFERED = "hoofdverzekerde is logged in and next year's policy is offered";

/** Provider states of the dental medical selection (issue 15). */
export const medicalSelectionStates: ProviderStates = {
  /** as the offered-year state, and the main insured's dental medical selection for that year was denied today */
  "hoofdverzekerde is logged in, next year's policy is offered and their dental medical selection was denied": async (context, params, state) => {
    const offered = policyStates[OFFERED];
    if (!offered) throw unfit(state, `geen toestand '${OFFERED}'`);
    const values = await offered(context, params, state);
    const customerNumber = String(values['customerNumber']);
    const today = context.clock.today();
    context.store.update((draft) => {
      draft.medicalSelections = [
        ...(draft.medicalSelections ?? []),
        {
          medicalSelectionId: 'medische-selectie-afgewezen',
          customerNumber,
          agreementId: String(values['agreementId']),
          year: Number(values['offeredYearNumber']),
          productComponentCode: 'TG3',
          date: today,
          isApproved: false,
          answers: {
            orthodonticsWithinTwoYears: true,
            dentistLastTwoYears: true,
            hasCongenitalDentalDefect: false,
            congenitalDentalDefectMessage: '',
            extracted4OrMoreTeeth: false,
            numberOfMissingTeeth: 0,
            expectsToHaveOneOfFollowingTreatments: [],
            doesNotExpectTreatment: true,
            acceptedTermsAndConditions: true,
            acceptanceDate: today,
          },
        },
      ];
    });
    return values;
  },
};
