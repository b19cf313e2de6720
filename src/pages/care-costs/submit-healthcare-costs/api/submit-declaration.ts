import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { toFormData } from '@/shared/lib/multipart';
import { isOwnCarTransport, parseMoney, rideAmount, submittedDateOf, type DeclarationFormValues } from '@portal/domain';
import { z } from 'zod';

export interface DeclarationSubmission {
  customerNumber: string;
  values: DeclarationFormValues;
  files: File[];
}

/** The answer: the new declaration and the day it is handled at the latest (10 working days). */
export const DeclarationReceiptContract = z.object({
  declarationId: z.string(),
  recordId: z.string(),
  receivedDate: z.string(),
  /** yyyy-MM-dd */
  handledBy: z.string(),
  /**
   * A proposed addition to the API (pacts/README.md): the last four characters of the account the payout goes to;
   * null when the insurer knows no account; absent from an API without the addition.
   */
  payoutAccountEnding: z.string().nullable().optional(),
});

const money = (value: string) => (parseMoney(value) ?? 0).toFixed(2);
const yesNo = (value: string) => (value === '' ? undefined : value === 'yes');

/** The multipart fields of each kind: "CurrentSelectedCustomerNumber, IsTransportCosts, IsAbroad, Abroad.* fields, Transport.* fields including Rides[i], files". */
export function declarationFields({ customerNumber, values, files }: DeclarationSubmission) {
  const common = { CurrentSelectedCustomerNumber: customerNumber, IsTransportCosts: values.kind === 'transport', IsAbroad: values.kind === 'abroad' };
  if (values.kind === 'transport') {
    return {
      ...common,
      Transport: {
        TreatmentType: values.treatmentType,
        TravelType: values.travelType,
        DestinationFrom: values.travelFrom.trim(),
        DestinationTo: values.travelTo.trim(),
        // issue 32: "each with date, one-way or return, amount, extra costs"; the total is the server's to derive.
        // Issue 33: by own car the distance too, and the amount the rate gives for it (the server checks it)
        Rides: values.trips.map((trip) => ({
          Date: submittedDateOf(trip.date),
          IsReturn: trip.direction === 'return',
          Amount: (rideAmount(values, trip) ?? 0).toFixed(2),
          Distance: isOwnCarTransport(values) ? trip.distance.trim() : undefined,
          ExtraCostType: trip.extraCostType || undefined,
          ExtraCostAmount: trip.extraCostType && trip.extraCostAmount ? money(trip.extraCostAmount) : undefined,
        })),
      },
      Files: files,
    };
  }
  if (values.kind === 'abroad') {
    const thirdParty = values.hasThirdPartyLiability === 'yes';
    const insured = values.hasTravelInsurance === 'yes';
    return {
      ...common,
      Abroad: {
        Country: values.country,
        Currency: values.currency,
        StartDate: submittedDateOf(values.treatmentDate),
        EndDate: submittedDateOf(values.lastTreatmentDate),
        Amount: money(values.amount),
        CareProvider: values.careProvider.trim(),
        Description: values.treatmentInfo.trim(),
        HasPreExistingCondition: yesNo(values.preExistingCondition),
        HasTravelInsurance: yesNo(values.hasTravelInsurance),
        TravelInsurer: insured ? values.travelInsurer.trim() : undefined,
        TravelInsurancePolicyNumber: insured ? values.travelPolicyNumber.trim() : undefined,
        HasThirdPartyLiability: yesNo(values.hasThirdPartyLiability),
        AccidentDate: thirdParty ? submittedDateOf(values.accidentDate) : undefined,
        AccidentPlace: thirdParty ? values.accidentPlace.trim() : undefined,
        AccidentDescription: thirdParty ? values.accidentDescription.trim() : undefined,
        CounterPartyName: thirdParty ? values.counterPartyName.trim() : undefined,
        CounterPartyAddress: thirdParty ? values.counterPartyAddress.trim() : undefined,
        CounterPartyPostalCode: thirdParty ? values.counterPartyPostalCode.trim() : undefined,
        CounterPartyCity: thirdParty ? values.counterPartyCity.trim() : undefined,
        IsTrafficAccident: thirdParty ? yesNo(values.isTrafficAccident) : undefined,
      },
      Files: files,
    };
  }
  return {
    ...common,
    CareType: values.careType,
    TreatmentDate: submittedDateOf(values.treatmentDate),
    LastTreatmentDate: values.lastTreatmentDate ? submittedDateOf(values.lastTreatmentDate) : undefined,
    Amount: money(values.amount),
    CareProvider: values.careProvider.trim(),
    TreatmentInformation: values.treatmentInfo.trim(),
    Files: files,
  };
}

/** POST Declaration (multipart). */
export const submitDeclarationMutation = createMutation({
  effect: createRequestEffect((submission: DeclarationSubmission) => ({
    method: 'POST',
    path: 'Declaration',
    formData: toFormData(declarationFields(submission)),
    suppressErrorNotices: true,
  })),
  contract: zodContract(DeclarationReceiptContract),
  name: 'submitDeclaration',
});
