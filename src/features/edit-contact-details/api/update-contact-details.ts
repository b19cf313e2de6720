import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import type { ContactPreference } from '@portal/domain';
import { z } from 'zod';

export interface ContactDetailsUpdate {
  email: string;
  contactPreference: ContactPreference;
  digitalNewsletterActive: boolean;
  announcementEmailActive: boolean;
}

/** POST account/UpdateContactDetails; answers a fresh access token (its user carries the e-mail address and the popup flag). */
export const updateContactDetailsMutation = createMutation({
  effect: createRequestEffect((update: ContactDetailsUpdate) => ({
    method: 'POST',
    path: 'account/UpdateContactDetails',
    json: update,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ accessToken: z.string() })),
  name: 'updateContactDetails',
});

concurrency(updateContactDetailsMutation, { strategy: 'TAKE_FIRST' });
