import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { toFormData } from '@/shared/lib/multipart';
import { z } from 'zod';

/** "Answer a list of fileName and readabilityScore (0 unreadable, 1 barely readable, 2 readable, 3 locked)." */
export const ReadabilityAnswersContract = z.array(
  z.object({
    fileName: z.string(),
    readabilityScore: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  }),
);

/**
 * POST Declaration/ValidateAttachmentsReadability: multipart with a repeated
 * `files` field; the caller sends only the types the check reads. Its
 * failure is no saving failure: the form goes on without a verdict.
 */
export const readabilityCheckMutation = createMutation({
  effect: createRequestEffect((files: File[]) => ({
    method: 'POST',
    path: 'Declaration/ValidateAttachmentsReadability',
    formData: toFormData({ files }),
    suppressErrorNotices: true,
  })),
  contract: zodContract(ReadabilityAnswersContract),
  name: 'readabilityCheck',
});
