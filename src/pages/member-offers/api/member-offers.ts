import { createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { MemberOfferSummaryContract } from '@/entities/content';
import { createRequestEffect } from '@/shared/api';
import type { MemberOfferTip } from '@portal/domain';
import { z } from 'zod';

/** GET MemberOffer/{id}: the list's fields and how to use the offer (see fake-backend/README.md "Member offers"). */
export const MemberOfferDetailContract = MemberOfferSummaryContract.extend({
  description: z.string(),
  howToUse: z.array(z.string()),
  discountCode: z.string().nullable(),
  partnerUrl: z.string(),
  conditions: z.string(),
});
export type MemberOfferDetail = z.infer<typeof MemberOfferDetailContract>;

export const memberOfferQuery = createQuery({
  effect: createRequestEffect((id: string) => ({ method: 'GET', path: 'MemberOffer/{id}', pathParams: { id }, suppressErrorNotices: true })),
  contract: zodContract(MemberOfferDetailContract),
  name: 'memberOffer',
});

export interface MemberOfferTipSubmission extends MemberOfferTip {
  offerId: string;
}

/** POST MemberOffer/Tip `{ offerId, friendName, friendEmail, message }` (the payload is the fake backend's design). */
export const sendMemberOfferTipMutation = createMutation({
  effect: createRequestEffect((tip: MemberOfferTipSubmission) => ({
    method: 'POST',
    path: 'MemberOffer/Tip',
    json: { offerId: tip.offerId, friendName: tip.friendName.trim(), friendEmail: tip.friendEmail.trim(), message: tip.message },
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ sentAt: z.string() })),
  name: 'sendMemberOfferTip',
});
