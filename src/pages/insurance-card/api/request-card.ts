import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/**
 * "Insurance card request result: isSuccessful, acceptedAgreementNumbers,
 * deniedAgreementNumbers" (spec 02 §3): the agreement numbers are the
 * persons' policy numbers; the fake backend adds the expected delivery date.
 */
export const InsuranceCardRequestResultContract = z.object({
  isSuccessful: z.boolean(),
  acceptedAgreementNumbers: z.array(z.string()),
  deniedAgreementNumbers: z.array(z.string()),
  /** yyyy-MM-dd, 10 working days ahead; null when no card is sent */
  expectedDeliveryDate: z.string().nullable(),
  /** proposed addition (pacts/README.md): per card sent, the request's reference on Mijn aanvragen */
  requestReferences: z.array(z.object({ agreementNumber: z.string(), requestId: z.string() })).optional(),
});
export type InsuranceCardRequestAnswer = z.infer<typeof InsuranceCardRequestResultContract>;

/** POST InsuranceCard: a physical card for each chosen person. */
export const requestInsuranceCardMutation = createMutation({
  effect: createRequestEffect((customerNumbers: string[]) => ({
    method: 'POST',
    path: 'InsuranceCard',
    json: { customerNumbers },
    suppressErrorNotices: true,
  })),
  contract: zodContract(InsuranceCardRequestResultContract),
  name: 'requestInsuranceCard',
});
