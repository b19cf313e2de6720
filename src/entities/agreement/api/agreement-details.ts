import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { z } from 'zod';
import { cacheForOneNavigation } from '@/shared/lib/query-cache';
import { createRequestEffect, userChanged } from '@/shared/api';

const ParticipantContract = z.object({
  customer: z.object({
    customerNumber: z.string(),
    initials: z.string(),
    firstName: z.string(),
    prefix: z.string().nullable(),
    lastName: z.string(),
    birthDate: z.string(),
    role: z.string(),
  }),
  policyNumber: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  productTypes: z.array(z.string()),
});

const NewlyInsuredInProgressContract = z.object({
  initials: z.string(),
  fullLastName: z.string(),
  birthDate: z.string(),
  role: z.string(),
});

/**
 * "Agreement detail" (spec 02 §3), as GET Agreement/getAgreementDetailsForYear
 * answers it. Its policyDetails are not read: each participant's Policy comes
 * from GET /Policy/GetPolicyInfoForYear (entities/policy), one source.
 */
export const AgreementDetailContract = z.object({
  agreementId: z.string(),
  agreementIdNumber: z.string(),
  year: z.number(),
  collectivity: z.string(),
  contractCode: z.string(),
  totalAmount: z.number(),
  totalAmountPaymentTerm: z.number(),
  paymentTerm: z.number(),
  isPremiumPaidByCustomer: z.boolean(),
  hasAgreementEnded: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  editPolicyDenialReason: z.enum(['not-main-insured', 'payment-deficit', 'ended-policy', 'not-yet-possible']).nullable(),
  newlyInsuredPersonsInProgress: z.array(NewlyInsuredInProgressContract),
  /** issue 33 point 5 (proposed addition): persons on the agreement the reader does not see, whose premium is on the main insured's bills */
  insuredNotShownCount: z.number().int().optional().transform((value) => value ?? 0),
  agreementParticipants: z.array(ParticipantContract),
});

export const AgreementDetailsContract = z.array(AgreementDetailContract);
export type AgreementDetail = z.infer<typeof AgreementDetailContract>;
export type AgreementParticipant = z.infer<typeof ParticipantContract>;

export const agreementDetailsForYearFx = createRequestEffect((year: number) => ({
  method: 'GET',
  path: 'Agreement/getAgreementDetailsForYear',
  searchParams: { year },
}));

/** "GET Agreement/getAgreementDetailsForYear with year" (spec 02 §7): the user's agreements with their policies of that year. */
export const agreementDetailsForYearQuery = createQuery({
  effect: agreementDetailsForYearFx,
  contract: zodContract(AgreementDetailsContract),
  name: 'agreementDetailsForYear',
});

concurrency(agreementDetailsForYearQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [agreementDetailsForYearQuery.reset] });

// A year's answer of this same navigation is taken instead of asking again: the edit-policy start finds no agreement to
// change and shows the policy overview of the year, which reads the same.
cacheForOneNavigation(agreementDetailsForYearQuery, { forgetOn: [userChanged] });

