import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { toFormData } from '@/shared/lib/multipart';
import { insuranceRightPayload, type InsuranceRightAnswers } from '@portal/domain';
import { z } from 'zod';

export interface InsuranceRightSubmission extends InsuranceRightAnswers {
  files: File[];
}

/**
 * The answer (not shown in the spec; a proposed addition, `pacts/README.md`): its reference (the id
 * Mijn aanvragen lists it by), when it was received, and that no check is required any more.
 */
export const InsuranceRightReceiptContract = z.object({ requestId: z.string(), receivedAt: z.string(), isCheckRequired: z.literal(false) });

/** POST InsuranceRight (multipart HasDutchIncome, HasBenefit, HasOtherIncome, IsSelfEmployed, LastDutchIncome, files). */
export const sendInsuranceRightMutation = createMutation({
  effect: createRequestEffect((submission: InsuranceRightSubmission) => ({
    method: 'POST',
    path: 'InsuranceRight',
    formData: toFormData({ ...insuranceRightPayload(submission), Files: submission.files }),
    suppressErrorNotices: true,
  })),
  contract: zodContract(InsuranceRightReceiptContract),
  name: 'sendInsuranceRight',
});
